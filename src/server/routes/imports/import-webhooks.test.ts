import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { loopDb } from '../../test/import-fixtures';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
});

async function queued(userId: string, type: string) {
  const rows = await server.deps.db
    .select({ payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.userId, userId), eq(webhookDeliveries.eventType, type)));
  return rows.map((row) => (row.payload as { data: Record<string, unknown> }).data);
}

describe('webhooks of an import', () => {
  it('sends habit.created for each habit the import creates, as for one made by hand', async () => {
    const user = await createSignedInUser(server);
    const subscribed = await server.request('POST', '/api/webhook-endpoints', {
      headers: { cookie: user.cookie },
      body: { url: 'http://127.0.0.1:9/hooks', events: ['habit.created', 'import.completed'] },
    });
    expect(subscribed.status).toBeLessThan(300);
    const file = await loopDb([
      { name: 'Run', entries: [['2026-11-20', 2]] },
      { name: 'Run', archived: true, entries: [] },
    ]);
    const upload = () =>
      server.app.request('/api/imports', {
        method: 'POST',
        headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/octet-stream' },
        body: new Blob([file as Uint8Array<ArrayBuffer>]),
      });
    expect((await upload()).status).toBe(200);
    const created = await queued(user.id, 'habit.created');
    expect(created.map((data) => (data.habit as { name: string; active: boolean }).active).sort()).toEqual([
      false,
      true,
    ]);
    expect(await queued(user.id, 'import.completed')).toHaveLength(1);
    // A second import creates nothing, so it announces no habit.
    await upload();
    expect(await queued(user.id, 'habit.created')).toHaveLength(2);
  });
});
