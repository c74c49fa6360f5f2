import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { habitLogs, idempotencyKeys, users } from '../../db/schema';
import { idempotencyKeyReused } from '../../http/idempotency';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

async function userWithHabit(habit: Record<string, unknown>) {
  const user = await createSignedInUser(server);
  const created = await server.request('POST', '/api/habits', {
    body: habit,
    headers: { cookie: user.cookie },
  });
  return { user, habitId: created.json.habit.id as string };
}

const saveWithKey = (user: TTestUser, key: string, body: Record<string, unknown>) =>
  server.request('PUT', '/api/habit-logs', {
    body,
    headers: { cookie: user.cookie, 'idempotency-key': key },
  });

describe('PUT /api/habit-logs with an Idempotency-Key (the offline queue’s replays)', () => {
  it('answers a replayed key with the first result and adds tracked time once', async () => {
    const { user, habitId } = await userWithHabit({ name: 'Practice piano' });
    const body = { habit_id: habitId, add_time_tracked_seconds: 600 };
    const first = await saveWithKey(user, 'replay-key-0001', body);
    expect(first.status).toBe(200);
    expect(first.json.log.time_tracked_seconds).toBe(600);

    const again = await saveWithKey(user, 'replay-key-0001', body);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const rows = await server.deps.db.select().from(habitLogs).where(eq(habitLogs.habitId, habitId));
    expect(rows.map((row) => row.timeTrackedSeconds)).toEqual([600]);

    // A new key is a new save.
    const next = await saveWithKey(user, 'replay-key-0002', body);
    expect(next.json.log.time_tracked_seconds).toBe(1200);
  });

  it('answers a replayed refusal with the same refusal', async () => {
    const { user } = await userWithHabit({ name: 'Stretch' });
    const missing = { habit_id: '00000000-0000-4000-8000-000000000000', value_boolean: true };
    const first = await saveWithKey(user, 'refused-key-1', missing);
    expect(first.status).toBe(404);
    const again = await saveWithKey(user, 'refused-key-1', missing);
    expect(again.status).toBe(404);
    expect(again.json).toEqual(first.json);
  });

  it('refuses the same key with a different body, and keeps the first save', async () => {
    const { user, habitId } = await userWithHabit({ name: 'Read', target: 20, unit: 'pages' });
    await saveWithKey(user, 'changed-body-key', { habit_id: habitId, value_number: 5 });
    const changed = await saveWithKey(user, 'changed-body-key', { habit_id: habitId, value_number: 9 });
    expect(changed.status).toBe(422);
    expect(changed.json.error.message).toBe(idempotencyKeyReused);
    const [row] = await server.deps.db.select().from(habitLogs).where(eq(habitLogs.habitId, habitId));
    expect(row?.valueNumber).toBe(5);
  });

  it('keeps keys per user: another user’s save with the same key runs as their own', async () => {
    const alice = await userWithHabit({ name: 'Walk' });
    const bob = await userWithHabit({ name: 'Swim' });
    const aliceSave = await saveWithKey(alice.user, 'shared-key-123', {
      habit_id: alice.habitId,
      value_boolean: true,
    });
    const bobSave = await saveWithKey(bob.user, 'shared-key-123', {
      habit_id: bob.habitId,
      value_boolean: true,
    });
    expect(aliceSave.json.log.habit_id).toBe(alice.habitId);
    expect(bobSave.status).toBe(200);
    expect(bobSave.json.log.habit_id).toBe(bob.habitId);
    // Bob replaying Alice's request with the same key gets no answer of hers: her habit is not his.
    const bobAsAlice = await saveWithKey(bob.user, 'another-key-1', {
      habit_id: alice.habitId,
      value_boolean: true,
    });
    expect(bobAsAlice.status).toBe(404);
  });

  it('refuses a key that is no key, with a message', async () => {
    const { user, habitId } = await userWithHabit({ name: 'Sleep early' });
    const short = await saveWithKey(user, 'abc', { habit_id: habitId, value_boolean: true });
    expect(short.status).toBe(400);
    expect(short.json.error.message).toMatch(/Idempotency-Key must be/);
  });

  it('runs a request again whose first try died with its server (the balancer resends it)', async () => {
    const { user, habitId } = await userWithHabit({ name: 'Floss' });
    const body = { habit_id: habitId, value_boolean: true };
    const [owner] = await server.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email));
    // The first server claimed the key and was killed before answering: a claim with no answer.
    await server.deps.db.insert(idempotencyKeys).values({
      userId: owner?.id ?? '',
      key: 'killed-server-key',
      requestHash: createHash('sha256')
        .update(`PUT /api/habit-logs\n${JSON.stringify(body)}`)
        .digest('hex'),
      createdAt: sql`now() - interval '11 seconds'`,
    });
    const resent = await saveWithKey(user, 'killed-server-key', body);
    expect(resent.status, resent.text).toBe(200);
    expect(resent.json.log.value_boolean).toBe(true);
    const replayed = await saveWithKey(user, 'killed-server-key', body);
    expect(replayed.json).toEqual(resent.json);
  });
});
