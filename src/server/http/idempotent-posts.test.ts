import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { createTestServer, type TestServer } from '../test/test-server';
import { idempotencyKeyReused } from './idempotency';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

describe('Idempotency-Key on any POST', () => {
  it('applies a retried goal progress once, answers the first result, and refuses the key with another body', async () => {
    const user = await createSignedInUser(server);
    const headers = { cookie: user.cookie };
    const goal = await server.request('POST', '/api/goals', {
      body: { title: 'Run far', target: 100 },
      headers,
    });
    const path = `/api/goals/${goal.json.goal.id}/progress`;
    const keyed = { ...headers, 'idempotency-key': 'progress-retry-0001' };

    const first = await server.request('POST', path, { body: { delta: 5 }, headers: keyed });
    const again = await server.request('POST', path, { body: { delta: 5 }, headers: keyed });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);

    const other = await server.request('POST', path, { body: { delta: 7 }, headers: keyed });
    expect(other.status).toBe(422);
    expect(other.json.error.message).toBe(idempotencyKeyReused);

    const logs = await server.request('GET', path, { headers });
    expect(logs.json.progress_logs).toHaveLength(1);
  });

  it("keeps one account's key from answering another's request", async () => {
    const [a, b] = [await createSignedInUser(server), await createSignedInUser(server)];
    const key = { 'idempotency-key': 'shared-key-0001' };
    const forA = await server.request('POST', '/api/goals', {
      body: { title: 'A goal' },
      headers: { cookie: a.cookie, ...key },
    });
    const forB = await server.request('POST', '/api/goals', {
      body: { title: 'A goal' },
      headers: { cookie: b.cookie, ...key },
    });
    expect(forA.status).toBe(201);
    expect(forB.status).toBe(201);
    expect(forB.json.goal.id).not.toBe(forA.json.goal.id);
  });
});
