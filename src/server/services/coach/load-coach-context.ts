import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { addDays } from '../../../domain/dates/date-key';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import type { TCoachContext } from '../../coach/coach-provider';
import type { Database } from '../../db/client';
import {
  dailyFocus,
  goals,
  habitLogs,
  habits,
  skills,
  userPreferences,
  userSkills,
  userSubskills,
} from '../../db/schema';

/** Bounds on what one turn tells the coach, so a very large account cannot make a prompt (or a query) unbounded. */
export const coachContextLimits = {
  habits: 200,
  logs: 1_500,
  goals: 100,
  skills: 100,
  subskills: 300,
} as const;
const recentDays = 14;
/** Time zones run from UTC−12 to UTC+14: a day either side of UTC's date holds every user's today. */
const zoneSpreadDays = 1;

/**
 * What the coach knows about a signed-in user for one turn. Every query runs at once: "today" depends on the
 * user's time zone, so the date-bound reads take a window wide enough for any zone and are cut here.
 */
export async function loadCoachContext(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<TCoachContext> {
  const utcToday = todayInTimeZone(now, 'UTC');
  const [preferenceRows, habitRows, logRows, goalRows, skillRows, subskillRows, focusRows] =
    await Promise.all([
      db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
      db
        .select({
          id: habits.id,
          name: habits.name,
          type: habits.type,
          target: habits.target,
          unit: habits.unit,
          active: habits.active,
          createdAt: habits.createdAt,
        })
        .from(habits)
        .where(eq(habits.userId, userId))
        .orderBy(desc(habits.active), asc(habits.sortOrder), asc(habits.createdAt))
        .limit(coachContextLimits.habits),
      db
        .select({
          habit_id: habitLogs.habitId,
          date: habitLogs.date,
          value_number: habitLogs.valueNumber,
          value_boolean: habitLogs.valueBoolean,
          time_tracked_seconds: habitLogs.timeTrackedSeconds,
          is_complete: habitLogs.isComplete,
        })
        .from(habitLogs)
        .where(
          and(
            eq(habitLogs.userId, userId),
            gte(habitLogs.date, addDays(utcToday, -(recentDays - 1 + zoneSpreadDays))),
            lte(habitLogs.date, addDays(utcToday, zoneSpreadDays)),
          ),
        )
        .orderBy(desc(habitLogs.date))
        .limit(coachContextLimits.logs),
      db
        .select()
        .from(goals)
        .where(eq(goals.userId, userId))
        .orderBy(desc(goals.createdAt))
        .limit(coachContextLimits.goals),
      db
        .select({ id: skills.id, name: skills.name, baseline_hours: userSkills.baselineHours })
        .from(skills)
        .leftJoin(userSkills, and(eq(userSkills.skillId, skills.id), eq(userSkills.userId, userId)))
        .where(eq(skills.userId, userId))
        .orderBy(asc(skills.createdAt))
        .limit(coachContextLimits.skills),
      db
        .select({
          id: userSubskills.id,
          parent_skill_id: userSubskills.parentSkillId,
          name: userSubskills.name,
        })
        .from(userSubskills)
        .where(eq(userSubskills.userId, userId))
        .orderBy(asc(userSubskills.createdAt))
        .limit(coachContextLimits.subskills),
      db
        .select({ date: dailyFocus.date, focus: dailyFocus.focus })
        .from(dailyFocus)
        .where(
          and(
            eq(dailyFocus.userId, userId),
            gte(dailyFocus.date, addDays(utcToday, -zoneSpreadDays)),
            lte(dailyFocus.date, addDays(utcToday, zoneSpreadDays)),
          ),
        ),
    ]);

  const preferences = preferenceRows[0];
  const timezone = preferences?.timezone ?? 'UTC';
  const today = todayInTimeZone(now, timezone);
  const firstDay = addDays(today, -(recentDays - 1));
  return {
    signed_in: true,
    today,
    now: now.toISOString(),
    timezone,
    week_start: preferences?.weekStart ?? 'monday',
    units: preferences?.units === 'imperial' ? 'imperial' : 'metric',
    motivation_style: preferences?.motivationStyle ?? null,
    habits: habitRows.map(({ createdAt, ...habit }) => ({ ...habit, created_at: createdAt.toISOString() })),
    recent_logs: logRows.filter((log) => log.date >= firstDay && log.date <= today),
    goals: goalRows.map((goal) => ({
      id: goal.id,
      name: goal.name,
      description: goal.description,
      type: goal.type,
      target_value: goal.targetValue,
      target_metric: goal.targetMetric,
      unit: goal.unit,
      end_date: goal.endDate,
      status: goal.status,
      created_at: goal.createdAt.toISOString(),
    })),
    skills: skillRows.map((skill) => ({ ...skill, baseline_hours: skill.baseline_hours ?? 0 })),
    subskills: subskillRows,
    focus: focusRows.find((row) => row.date === today)?.focus ?? null,
  };
}

/** A guest's context: nothing of theirs is stored, so no rows, and today is the UTC date. */
export function createGuestCoachContext(now = new Date()): TCoachContext {
  return {
    signed_in: false,
    today: todayInTimeZone(now, 'UTC'),
    now: now.toISOString(),
    timezone: 'UTC',
    week_start: 'monday',
    units: 'metric',
    motivation_style: null,
    habits: [],
    recent_logs: [],
    goals: [],
    skills: [],
    subskills: [],
    focus: null,
  };
}
