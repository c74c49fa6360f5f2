import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates/date-key';
import { focusSessions, habitLogs, habits } from '../../db/schema';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { getTestDatabase } from '../../test/test-database';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const get = (user: TTestUser | null, query: string) =>
  server.request('GET', `/api/analytics${query}`, { headers: user ? { cookie: user.cookie } : {} });

/** A habit created on 2025-12-01, complete on each of the given January days (and incomplete on the 31st). */
async function giveHabit(user: TTestUser, name: string, days: number[]) {
  const { db } = await getTestDatabase();
  const [habit] = await db
    .insert(habits)
    .values({ userId: user.id, name, createdAt: new Date('2025-12-01T12:00:00Z') })
    .returning();
  if (!habit) throw new Error('no habit');
  await db.insert(habitLogs).values([
    ...days.map((day) => ({
      userId: user.id,
      habitId: habit.id,
      date: addDays('2025-12-31', day),
      valueBoolean: true,
      isComplete: true,
      timeTrackedSeconds: 60,
    })),
    { userId: user.id, habitId: habit.id, date: '2026-01-31', valueBoolean: false, isComplete: false },
  ]);
  return habit;
}

describe('GET /api/analytics', () => {
  it('counts only the signed-in user’s habits, and only inside the period', async () => {
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    // Days 1 to 20 of January; the period is the 10th to the 19th: 10 of 10 days.
    await giveHabit(
      user,
      'Read',
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    await giveHabit(other, 'Someone else’s', [10, 11, 12]);
    const { db } = await getTestDatabase();
    await db.insert(focusSessions).values([
      { userId: user.id, minutes: 25, startedAt: new Date('2026-01-12T09:00:00Z') },
      { userId: user.id, minutes: 50, startedAt: new Date('2026-01-25T09:00:00Z') },
      { userId: other.id, minutes: 90, startedAt: new Date('2026-01-12T09:00:00Z') },
    ]);

    const response = await get(user, '?from=2026-01-10&to=2026-01-19');
    expect(response.status, response.text).toBe(200);
    const report = response.json;
    expect(report.period).toMatchObject({
      from: '2026-01-10',
      to: '2026-01-19',
      days: 10,
      previousFrom: '2025-12-31',
    });
    expect(report.habits.map((habit: { name: string }) => habit.name)).toEqual(['Read']);
    expect(report.habits[0]).toMatchObject({
      completed: 10,
      possible: 10,
      completionRate: 1,
      secondsTracked: 600,
    });
    // The ten days before: the 1st to the 9th done, Dec 31 not: 90 %, so the trend is +10 points.
    expect(report.summary).toMatchObject({
      completionRate: 1,
      previousCompletionRate: 0.9,
      trend: 10,
      focusMinutes: 25,
    });
    expect(report.daily).toHaveLength(10);
    expect(report.daily[0]).toEqual({ date: '2026-01-10', completed: 1, possible: 1, rate: 1 });

    const theirs = await get(other, '?from=2026-01-10&to=2026-01-19');
    expect(theirs.json.habits).toHaveLength(1);
    expect(theirs.json.habits[0]).toMatchObject({ name: 'Someone else’s', completed: 3 });
    expect(theirs.json.summary.focusMinutes).toBe(90);
  });

  it('includes both ends of the period and nothing past them', async () => {
    const user = await createSignedInUser(server);
    await giveHabit(user, 'Stretch', [9, 10, 19, 20]);
    const report = (await get(user, '?from=2026-01-10&to=2026-01-19')).json;
    expect(report.habits[0]).toMatchObject({ completed: 2, possible: 10 });
    expect(report.weekdays.reduce((sum: number, day: { possible: number }) => sum + day.possible, 0)).toBe(
      10,
    );
    const single = (await get(user, '?from=2026-01-19&to=2026-01-19')).json;
    expect(single.summary).toMatchObject({ completed: 1, possible: 1 });
  });

  it('leaves archived habits out of every count', async () => {
    const user = await createSignedInUser(server);
    await giveHabit(user, 'Kept', [10, 11]);
    const archived = await giveHabit(user, 'Archived', [10, 11, 12]);
    const { db } = await getTestDatabase();
    await db.update(habits).set({ active: false }).where(eq(habits.id, archived.id));
    const report = (await get(user, '?from=2026-01-10&to=2026-01-19')).json;
    expect(report.habits.map((habit: { name: string }) => habit.name)).toEqual(['Kept']);
    expect(report.summary).toMatchObject({ completed: 2, possible: 10 });
    expect(report.daily[0]).toEqual({ date: '2026-01-10', completed: 1, possible: 1, rate: 1 });
  });

  it('refuses a bad period with a clear message, and guests', async () => {
    const user = await createSignedInUser(server);
    const reversed = await get(user, '?from=2026-01-20&to=2026-01-10');
    expect(reversed.status).toBe(400);
    expect(reversed.json.error.message).toBe('The period must start on or before its end (from ≤ to)');
    const badDate = await get(user, '?from=2026-02-30');
    expect(badDate.status).toBe(400);
    expect(badDate.json.error.message).toBe('Invalid date format: 2026-02-30');
    expect((await get(user, '?from=1990-01-01&to=2026-01-01')).status).toBe(400);
    expect((await get(user, '?period=decade')).status).toBe(400);
    expect((await get(null, '')).status).toBe(401);
  });

  it('answers an empty report for a new user, and the demo to anyone', async () => {
    const user = await createSignedInUser(server);
    const empty = (await get(user, '?period=all')).json;
    expect(empty.habits).toEqual([]);
    expect(empty.summary.completionRate).toBeNull();
    const demo = await server.request('GET', '/api/analytics/demo?period=90d');
    expect(demo.status).toBe(200);
    expect(demo.json.habits.length).toBeGreaterThan(5);
    expect(demo.json.daily).toHaveLength(90);
  });
});
