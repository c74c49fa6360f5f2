import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { privateTargetMessage } from '../../services/webhooks/check-webhook-target';
import { deliverDueWebhooks } from '../../services/webhooks/deliver-webhooks';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

type TReceived = { headers: IncomingHttpHeaders; body: string };

/** A local receiver: records every request and answers with the next status of its script (then 200). */
function startReceiver(statuses: number[] = []) {
  const received: TReceived[] = [];
  const server: Server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  return new Promise<{ url: string; received: TReceived[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
        received,
        close: () => server.close(),
      }),
    ),
  );
}

let server: TestServer;
const closers: (() => void)[] = [];

beforeAll(async () => {
  server = await createTestServer({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
});
afterAll(() => {
  for (const close of closers) close();
});

const deliver = (target: TestServer = server) =>
  deliverDueWebhooks({
    db: target.deps.db,
    mailer: target.deps.mailer,
    logger: target.deps.logger,
    allowPrivate: true,
    publicUrl: target.settings.publicUrl,
  });

async function register(user: TTestUser, url: string, events: string[] = ['habit.created', 'habit.logged']) {
  const created = await server.request('POST', '/api/webhook-endpoints', {
    headers: { cookie: user.cookie },
    body: { url, events, description: 'Home dashboard' },
  });
  expect(created.status, created.text).toBe(201);
  return created.json as { id: string; secret: string };
}

const createHabit = (user: TTestUser, name: string) =>
  server.request('POST', '/api/habits', {
    headers: { cookie: user.cookie },
    body: { name, type: 'boolean' },
  });

describe('outgoing webhooks', () => {
  it('delivers a habit.created event signed the Standard Webhooks way', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const user = await createSignedInUser(server);
    const endpoint = await register(user, receiver.url);
    await createHabit(user, 'Stretch');
    expect(await deliver()).toBe(1);
    const [request] = receiver.received;
    expect(request).toBeDefined();
    const payload = new Webhook(endpoint.secret).verify(request?.body ?? '', {
      'webhook-id': String(request?.headers['webhook-id']),
      'webhook-timestamp': String(request?.headers['webhook-timestamp']),
      'webhook-signature': String(request?.headers['webhook-signature']),
    }) as { type: string; data: { habit: { name: string } } };
    expect(payload.type).toBe('habit.created');
    expect(payload.data.habit.name).toBe('Stretch');
  });

  it('tries again after a 500, with backoff, and records each answer', async () => {
    const receiver = await startReceiver([500]);
    closers.push(receiver.close);
    const user = await createSignedInUser(server);
    const endpoint = await register(user, receiver.url);
    await createHabit(user, 'Stretch');
    await deliver();
    const [failed] = await server.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect((failed?.nextAttemptAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(3_000);
    expect(await deliver()).toBe(0);

    await server.deps.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await deliver();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]?.headers['webhook-id']).toBe(receiver.received[1]?.headers['webhook-id']);
    const listed = await server.request('GET', `/api/webhook-endpoints/${endpoint.id}/deliveries`, {
      headers: { cookie: user.cookie },
    });
    expect(listed.json.deliveries).toEqual([
      expect.objectContaining({ status: 'succeeded', attempts: 2, last_status_code: 200 }),
    ]);
  });

  it('refuses a private or loopback address unless the operator allows it', async () => {
    const strict = await createTestServer({ WEBHOOKS_ALLOW_PRIVATE: 'false' });
    const user = await createSignedInUser(strict);
    for (const url of [
      'http://127.0.0.1:9/hooks',
      'http://localhost/hooks',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
    ]) {
      const refused = await strict.request('POST', '/api/webhook-endpoints', {
        headers: { cookie: user.cookie },
        body: { url, events: ['habit.logged'] },
      });
      expect(refused.status, url).toBe(400);
      expect(refused.json.error.message).toBe(privateTargetMessage);
    }
  });

  it('delivers what was queued before a restart, and what a dead process had claimed', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const user = await createSignedInUser(server);
    const endpoint = await register(user, receiver.url);
    await createHabit(user, 'Stretch');
    await createHabit(user, 'Read');
    // One of them was claimed by a process that died before it answered: its claim has lapsed.
    const [claimed] = await server.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .limit(1);
    await server.deps.db
      .update(webhookDeliveries)
      .set({ attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(webhookDeliveries.id, claimed?.id ?? ''));

    const restarted = await createTestServer({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
    expect(await deliver(restarted)).toBe(2);
    expect(receiver.received.map((request) => JSON.parse(request.body).data.habit.name).sort()).toEqual([
      'Read',
      'Stretch',
    ]);
  });

  it('turns a webhook off after five deliveries fail in a row, and tells its owner', async () => {
    const receiver = await startReceiver([500]);
    closers.push(receiver.close);
    const user = await createSignedInUser(server);
    const endpoint = await register(user, receiver.url);
    await server.deps.db
      .update(webhookEndpoints)
      .set({ failuresInRow: 4 })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await createHabit(user, 'Stretch');
    // Its last try: the six retries are spent.
    await server.deps.db
      .update(webhookDeliveries)
      .set({ attempts: 6 })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await deliver();
    const [row] = await server.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({
      enabled: false,
      disabledReason: 'Turned off after 5 deliveries failed in a row.',
    });
    const mail = await server.waitForEmail(user.email, 'webhook was turned off');
    expect(mail.text).toContain(receiver.url);
    await createHabit(user, 'Read');
    expect(
      await server.deps.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toHaveLength(1);
  });

  it("sends a test event and resends a delivery on request, never another user's", async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const user = await createSignedInUser(server);
    const stranger = await createSignedInUser(server);
    const endpoint = await register(user, receiver.url, ['goal.completed']);
    expect(
      (
        await server.request('POST', `/api/webhook-endpoints/${endpoint.id}/test`, {
          headers: { cookie: user.cookie },
        })
      ).status,
    ).toBe(202);
    expect(
      (
        await server.request('POST', `/api/webhook-endpoints/${endpoint.id}/test`, {
          headers: { cookie: stranger.cookie },
        })
      ).status,
    ).toBe(404);
    await deliver();
    const [delivery] = await server.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(JSON.parse(receiver.received[0]?.body ?? '{}').type).toBe('webhook.test');
    expect(
      (
        await server.request('POST', `/api/webhook-deliveries/${delivery?.id}/resend`, {
          headers: { cookie: stranger.cookie },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.request('POST', `/api/webhook-deliveries/${delivery?.id}/resend`, {
          headers: { cookie: user.cookie },
        })
      ).status,
    ).toBe(202);
    await deliver();
    expect(receiver.received).toHaveLength(2);
  });
});
