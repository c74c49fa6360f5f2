import { and, between, eq } from 'drizzle-orm';
import type { TActionContext } from '../../../domain/actions/validate-action';
import { addDays } from '../../../domain/dates/date-key';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import type { Database } from '../../db/client';
import { goals, habitLogs, habits, skills, userPreferences, userSubskills } from '../../db/schema';

/** What the coach's validators need, plus the time zone the executor places scheduled sessions in. */
export type TLoadedActionContext = TActionContext & { timeZone: string };

/**
 * Everything validateAction needs about one user, read in one parallel round trip per table. Today's
 * logs are read for the three dates "today" can be in some zone, since the user's zone is read beside them.
 */
export async function loadActionContext(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<TLoadedActionContext> {
  const utcToday = todayInTimeZone(now, 'UTC');
  const [preferenceRows, habitRows, goalRows, skillRows, subskillRows, recentLogRows] = await Promise.all([
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
    db
      .select({ habitId: habitLogs.habitId, date: habitLogs.date, saveCount: habitLogs.saveCount })
      .from(habitLogs)
      .where(
        and(
          eq(habitLogs.userId, userId),
          between(habitLogs.date, addDays(utcToday, -1), addDays(utcToday, 1)),
        ),
      ),
  ]);
  const timeZone = preferenceRows[0]?.timezone ?? 'UTC';
  const today = todayInTimeZone(now, timeZone);
  const logsToday = Object.fromEntries(
    recentLogRows.filter((log) => log.date === today).map((log) => [log.habitId, log.saveCount]),
  );
  return {
    timeZone,
    now,
    today,
    logsToday,
    existingHabits: habitRows,
    ownedHabitIds: habitRows.map((habit) => habit.id),
    ownedGoalIds: goalRows.map((goal) => goal.id),
    goalCount: goalRows.length,
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
