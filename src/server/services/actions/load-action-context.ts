import { eq } from 'drizzle-orm';
import type { TActionContext } from '../../../domain/actions/validate-action';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import type { Database } from '../../db/client';
import { goals, habits, skills, userPreferences, userSubskills } from '../../db/schema';

/** What the coach's validators need, plus the time zone the executor places scheduled sessions in. */
export type TLoadedActionContext = TActionContext & { timeZone: string };

/**
 * Everything validateAction needs about one user, read in one parallel round trip per table. `logsTodayForHabit`
 * is left out: one log per habit and day is an upsert here, so the repeat warning has nothing to count.
 */
export async function loadActionContext(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<TLoadedActionContext> {
  const [preferenceRows, habitRows, goalRows, skillRows, subskillRows] = await Promise.all([
    db
      .select({ timezone: userPreferences.timezone })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId)),
    db
      .select({ id: habits.id, name: habits.name, created_at: habits.createdAt })
      .from(habits)
      .where(eq(habits.userId, userId)),
    db.select({ id: goals.id, status: goals.status }).from(goals).where(eq(goals.userId, userId)),
    db.select({ id: skills.id }).from(skills).where(eq(skills.userId, userId)),
    db
      .select({
        id: userSubskills.id,
        parent_skill_id: userSubskills.parentSkillId,
        name: userSubskills.name,
      })
      .from(userSubskills)
      .where(eq(userSubskills.userId, userId)),
  ]);
  const timeZone = preferenceRows[0]?.timezone ?? 'UTC';
  return {
    timeZone,
    now,
    today: todayInTimeZone(now, timeZone),
    existingHabits: habitRows,
    ownedHabitIds: habitRows.map((habit) => habit.id),
    ownedGoalIds: goalRows.map((goal) => goal.id),
    goalCount: goalRows.filter((goal) => goal.status !== 'completed').length,
    ownedSkillIds: skillRows.map((skill) => skill.id),
    ownedSubskills: subskillRows,
  };
}

/**
 * A guest's context: nothing is owned, so any id in a proposal is refused, and today is the UTC date.
 * The chat validates a guest's proposals with it; guests can never apply them.
 */
export function createGuestActionContext(now = new Date()): TLoadedActionContext {
  return {
    timeZone: 'UTC',
    now,
    today: todayInTimeZone(now, 'UTC'),
    existingHabits: [],
    ownedHabitIds: [],
    ownedGoalIds: [],
    goalCount: 0,
    ownedSkillIds: [],
    ownedSubskills: [],
  };
}
