import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates/date-key';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import { webhookDeliveries } from '../../db/schema';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';
import { queueBrokenStreaks } from './streak-broken-events';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
});

async function call(user: TTestUser, method: string, path: string, body?: unknown) {
  const response = await server.request(method, path, { headers: { cookie: user.cookie }, body });
  expect(response.status, response.text).toBeLessThan(300);
  return response.json as { [key: string]: { id: string } };
}

const subscribe = (user: TTestUser, events: string[]) =>
  call(user, 'POST', '/api/webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', events });

async function queuedPayloads(userId: string, type: string) {
  const rows = await server.deps.db
    .select({ payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.userId, userId), eq(webhookDeliveries.eventType, type)));
  return rows.map((row) => (row.payload as { data: Record<string, unknown> }).data);
}

describe('habit.streak_broken', () => {
  it('is queued once for a habit whose streak ran until the day before yesterday, and for no other', async () => {
    const user = await createSignedInUser(server);
    await subscribe(user, ['habit.streak_broken']);
    const now = new Date();
    const today = todayInTimeZone(now, 'UTC');
    const [broken, kept, never] = await Promise.all(
      ['Stretch', 'Read', 'Floss'].map(
        async (name) => (await call(user, 'POST', '/api/habits', { name })).habit,
      ),
    );
    const log = (habitId: string | undefined, daysAgo: number) =>
      call(user, 'PUT', '/api/habit-logs', {
        habit_id: habitId,
        date: addDays(today, -daysAgo),
        value: true,
      });
    await log(broken?.id, 3);
    await log(broken?.id, 2);
    await log(kept?.id, 2);
    await log(kept?.id, 1);
    expect(never).toBeDefined();

    expect(await queueBrokenStreaks(server.deps.db, now)).toBe(1);
    expect(await queueBrokenStreaks(server.deps.db, now)).toBe(0);
    expect(await queuedPayloads(user.id, 'habit.streak_broken')).toEqual([
      { habit: { id: broken?.id, name: 'Stretch' }, broken_on: addDays(today, -1), streak: 2 },
    ]);
  });

  it('looks only at users whose webhooks want it', async () => {
    const user = await createSignedInUser(server);
    await subscribe(user, ['habit.logged']);
    const today = todayInTimeZone(new Date(), 'UTC');
    const { habit } = await call(user, 'POST', '/api/habits', { name: 'Stretch' });
    await call(user, 'PUT', '/api/habit-logs', {
      habit_id: habit?.id,
      date: addDays(today, -2),
      value: true,
    });
    expect(await queueBrokenStreaks(server.deps.db)).toBe(0);
  });
});

describe('skill.level_reached', () => {
  it('is queued when practice lifts a skill to a new level, and not for practice within a level', async () => {
    const user = await createSignedInUser(server);
    await subscribe(user, ['skill.level_reached']);
    // 2 baseline hours are 120 XP at level 1; level 2 starts at 150 XP.
    const { skill } = await call(user, 'POST', '/api/skills', { name: 'Guitar', baseline_hours: 2 });
    const { subskill } = await call(user, 'POST', `/api/skills/${skill?.id}/subskills`, { name: 'Chords' });
    await call(user, 'POST', `/api/skills/${skill?.id}/time-logs`, { skill_id: subskill?.id, minutes: 60 });
    await call(user, 'POST', `/api/skills/${skill?.id}/time-logs`, { skill_id: subskill?.id, minutes: 10 });
    expect(await queuedPayloads(user.id, 'skill.level_reached')).toEqual([
      { skill: { id: skill?.id, name: 'Guitar' }, level: 2, previous_level: 1, xp: 180 },
    ]);
  });
});
