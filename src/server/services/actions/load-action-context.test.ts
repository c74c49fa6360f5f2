import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goals, habitLogs, userPreferences, userSubskills } from '../../db/schema';
import { createOwnedRows, createSignedInUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';
import { createGuestActionContext, loadActionContext } from './load-action-context';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

describe('loadActionContext', () => {
  it("reads the user's own rows only, every goal (completed ones count too), and today in the user's time zone", async () => {
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const { db } = server.deps;
    const mine = await createOwnedRows(db, user.id, 'Mine');
    const theirs = await createOwnedRows(db, other.id, 'Theirs');
    await db.insert(goals).values({ userId: user.id, name: 'Done', status: 'completed' });
    await db
      .insert(userPreferences)
      .values({ userId: user.id, timezone: 'Pacific/Auckland' })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { timezone: 'Pacific/Auckland' } });

    // The 10th is still today in UTC; the user's today is the 11th.
    await db.insert(habitLogs).values([
      { userId: user.id, habitId: mine.habitId, date: '2026-03-10', saveCount: 7 },
      { userId: user.id, habitId: mine.habitId, date: '2026-03-11', saveCount: 3 },
      { userId: other.id, habitId: theirs.habitId, date: '2026-03-11', saveCount: 9 },
    ]);

    const now = new Date('2026-03-10T20:00:00Z');
    const context = await loadActionContext(db, user.id, now);

    const [subskill] = await db.select().from(userSubskills).where(eq(userSubskills.userId, user.id));
    expect(context).toMatchObject({
      timeZone: 'Pacific/Auckland',
      today: '2026-03-11',
      now,
      ownedHabitIds: [mine.habitId],
      ownedSkillIds: [mine.skillId],
      ownedSubskills: [{ id: subskill?.id, parent_skill_id: mine.skillId, name: 'Subskill Mine' }],
      goalCount: 2,
    });
    expect(context.logsToday).toEqual({ [mine.habitId]: 3 });
    expect(context.ownedGoalIds).toHaveLength(2);
    expect(context.existingHabits).toEqual([
      { id: mine.habitId, name: 'Habit Mine', created_at: expect.any(Date) },
    ]);
  });

  it('gives a guest nothing owned and the UTC date', () => {
    const context = createGuestActionContext(new Date('2026-03-10T23:30:00Z'));
    expect(context).toMatchObject({ today: '2026-03-10', ownedHabitIds: [], goalCount: 0, timeZone: 'UTC' });
  });
});
