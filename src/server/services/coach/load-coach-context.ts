import { eq, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/dates/date-key';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import { computeGoalProgress } from '../../../domain/goals/compute-goal-progress';
import { isDailySchedule, scheduleFromColumns } from '../../../domain/habits/habit-schedule';
import type { TCoachContext } from '../../coach/coach-provider';
import type { Database } from '../../db/client';
import {
  dailyFocus,
  goalProgressLogs,
  goals,
  habitGoalLinks,
  habitLogs,
  habits,
  skills,
  subskillTimeLogs,
  userPreferences,
  userSkills,
  userSubskills,
  users,
} from '../../db/schema';
import { presentGoalProgress } from '../goals/present-goal';
import { loadUserPauses, pausesOfHabit } from '../habits/habit-pauses';
import { loadHabitStats, type THabitStats } from '../habits/load-habit-stats';

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

type TRawContext = {
  preferences: {
    timezone: string | null;
    week_start: string;
    units: string;
    motivation_style: string | null;
  } | null;
  habits:
    | (Omit<TCoachContext['habits'][number], 'created_at' | 'schedule'> & {
        created_at: string;
        freq_num: number;
        freq_den: number;
        weekdays: number | null;
        first_log: string | null;
      })[]
    | null;
  logs: TCoachContext['recent_logs'] | null;
  goals: (Omit<TCoachContext['goals'][number], 'created_at'> & { created_at: string })[] | null;
  skills: TCoachContext['skills'] | null;
  subskills: TCoachContext['subskills'] | null;
  focus: { date: string; focus: string }[] | null;
  recent_practice: NonNullable<TCoachContext['recent_practice']> | null;
  practice_totals: NonNullable<TCoachContext['practice_totals']> | null;
  /** The habits linked to goals ("is run linked to any of my goals"), and with `figures` goal progress's input. */
  goal_links: NonNullable<TCoachContext['habit_goal_links']> | null;
  /** Only with `figures`: what goal progress is computed from, beside the recent logs and links. */
  goal_deltas: { goal_id: string; delta: number; count: number }[] | null;
};

const noRows = sql<null>`null`;

/**
 * What the coach knows about a signed-in user for one turn, read in one statement that the database turns
 * into one JSON row: this sits before the coach's first token (design.md: the server adds under 30 ms), and
 * one round trip of a few hundred rows folded into JSON costs a fraction of seven queries' rows. "Today"
 * depends on the user's time zone, so the date-bound reads take a window wide enough for any zone and are
 * cut here.
 */
export async function loadCoachContext(
  db: Database,
  userId: string,
  now = new Date(),
  /** Also each habit's stats and each goal's progress over the whole history, for a question about them. */
  { figures = false }: { figures?: boolean } = {},
): Promise<TCoachContext> {
  const utcToday = todayInTimeZone(now, 'UTC');
  const firstLogDay = addDays(utcToday, -(recentDays - 1 + zoneSpreadDays));
  const lastDay = addDays(utcToday, zoneSpreadDays);
  const [[row], pauses] = await Promise.all([
    db
      .select({
        preferences: sql<TRawContext['preferences']>`(select row_to_json(p) from (
        select ${userPreferences.timezone}, ${userPreferences.weekStart}, ${userPreferences.units}, ${userPreferences.motivationStyle}
        from ${userPreferences} where ${userPreferences.userId} = ${userId}) p)`,
        habits: sql<TRawContext['habits']>`(select json_agg(h) from (
        select ${habits.id}, ${habits.name}, ${habits.type}, ${habits.target}, ${habits.unit}, ${habits.active}, ${habits.createdAt},
          ${habits.freqNum}, ${habits.freqDen}, ${habits.weekdays},
          (select min(f.date) from habit_logs f where f.user_id = ${userId} and f.habit_id = habits.id and f.is_complete)::text as first_log
        from ${habits} where ${habits.userId} = ${userId}
        order by ${habits.active} desc, ${habits.sortOrder}, ${habits.createdAt}
        limit ${coachContextLimits.habits}) h)`,
        logs: sql<TRawContext['logs']>`(select json_agg(l) from (
        select ${habitLogs.habitId}, ${habitLogs.date}, ${habitLogs.valueNumber}, ${habitLogs.valueBoolean},
          ${habitLogs.timeTrackedSeconds}, ${habitLogs.isComplete}
        from ${habitLogs}
        where ${habitLogs.userId} = ${userId} and ${habitLogs.date} between ${firstLogDay} and ${lastDay}
        order by ${habitLogs.date} desc
        limit ${coachContextLimits.logs}) l)`,
        goals: sql<TRawContext['goals']>`(select json_agg(g) from (
        select ${goals.id}, ${goals.name}, ${goals.description}, ${goals.type}, ${goals.targetValue}, ${goals.targetMetric},
          ${goals.unit}, ${goals.endDate}, ${goals.status}, ${goals.createdAt}
        from ${goals} where ${goals.userId} = ${userId}
        order by ${goals.createdAt} desc
        limit ${coachContextLimits.goals}) g)`,
        // Inside a selected expression drizzle leaves columns unqualified, so the join names its own.
        skills: sql<TRawContext['skills']>`(select json_agg(s) from (
        select sk.id, sk.name, coalesce(us.baseline_hours, 0) as baseline_hours
        from ${skills} sk
        left join ${userSkills} us on us.skill_id = sk.id and us.user_id = ${userId}
        where sk.user_id = ${userId}
        order by sk.created_at
        limit ${coachContextLimits.skills}) s)`,
        subskills: sql<TRawContext['subskills']>`(select json_agg(ss) from (
        select ${userSubskills.id}, ${userSubskills.parentSkillId}, ${userSubskills.name}
        from ${userSubskills} where ${userSubskills.userId} = ${userId}
        order by ${userSubskills.createdAt}
        limit ${coachContextLimits.subskills}) ss)`,
        focus: sql<TRawContext['focus']>`(select json_agg(f) from (
        select ${dailyFocus.date}, ${dailyFocus.focus}
        from ${dailyFocus}
        where ${dailyFocus.userId} = ${userId} and ${dailyFocus.date} between ${addDays(utcToday, -zoneSpreadDays)} and ${lastDay}) f)`,
        // Practice as the Mastery page lists it: per subskill and day lately, and per subskill in all.
        recent_practice: sql<TRawContext['recent_practice']>`(select json_agg(rp) from (
          select ${subskillTimeLogs.parentSkillId} as skill_id, ${subskillTimeLogs.skillId} as subskill_id,
            ${subskillTimeLogs.date}, sum(${subskillTimeLogs.seconds})::int as seconds
          from ${subskillTimeLogs}
          where ${subskillTimeLogs.userId} = ${userId} and ${subskillTimeLogs.date} between ${firstLogDay} and ${lastDay}
          group by ${subskillTimeLogs.parentSkillId}, ${subskillTimeLogs.skillId}, ${subskillTimeLogs.date}) rp)`,
        practice_totals: sql<TRawContext['practice_totals']>`(select json_agg(pt) from (
          select ${subskillTimeLogs.parentSkillId} as skill_id, ${subskillTimeLogs.skillId} as subskill_id,
            sum(${subskillTimeLogs.seconds})::int as seconds
          from ${subskillTimeLogs} where ${subskillTimeLogs.userId} = ${userId}
          group by ${subskillTimeLogs.parentSkillId}, ${subskillTimeLogs.skillId}) pt)`,
        goal_links: sql<TRawContext['goal_links']>`(select json_agg(gl) from (
            select ${habitGoalLinks.goalId}, ${habitGoalLinks.habitId}, ${habitGoalLinks.contribution}
            from ${habitGoalLinks} where ${habitGoalLinks.userId} = ${userId}) gl)`,
        goal_deltas: figures
          ? sql<TRawContext['goal_deltas']>`(select json_agg(gd) from (
            select ${goalProgressLogs.goalId}, sum(${goalProgressLogs.delta}) as delta, count(*) as count
            from ${goalProgressLogs} where ${goalProgressLogs.userId} = ${userId}
            group by ${goalProgressLogs.goalId}) gd)`
          : noRows,
      })
      .from(users)
      .where(eq(users.id, userId)),
    loadUserPauses(db, userId),
  ]);

  const preferences = row?.preferences ?? null;
  const timezone = preferences?.timezone ?? 'UTC';
  const today = todayInTimeZone(now, timezone);
  const firstDay = addDays(today, -(recentDays - 1));
  const recentLogs = (row?.logs ?? []).filter((log) => log.date >= firstDay && log.date <= today);
  // What the tracker shows, so the coach answers "best streak" with the same figures: the whole history,
  // as of the user's today, which only the row above says (its time zone); so a second round trip, taken
  // only for such a question and only when there are habits.
  const statsByHabit =
    figures && row?.habits?.length ? await loadHabitStats(db, userId, today) : new Map<string, THabitStats>();
  return {
    signed_in: true,
    today,
    now: now.toISOString(),
    timezone,
    week_start: preferences?.week_start ?? 'monday',
    units: preferences?.units === 'imperial' ? 'imperial' : 'metric',
    motivation_style: preferences?.motivation_style ?? null,
    habits: (row?.habits ?? []).map(({ freq_num, freq_den, weekdays, first_log, ...habit }) => {
      const schedule = scheduleFromColumns(freq_num, freq_den, weekdays);
      const stats = statsByHabit.get(habit.id);
      const createdOn = todayInTimeZone(new Date(habit.created_at), timezone);
      return {
        ...habit,
        created_at: toIsoString(habit.created_at),
        started_on: first_log !== null && first_log < createdOn ? first_log : createdOn,
        paused_ranges: pausesOfHabit(pauses, habit.id),
        ...(isDailySchedule(schedule) ? {} : { schedule }),
        ...(stats && { stats }),
      };
    }),
    recent_logs: recentLogs,
    goals: (row?.goals ?? []).map((goal) => {
      const progress = figures && row ? goalProgressOf(goal, row, recentLogs, today) : undefined;
      return { ...goal, created_at: toIsoString(goal.created_at), ...(progress && { progress }) };
    }),
    habit_goal_links: row?.goal_links ?? [],
    skills: row?.skills ?? [],
    subskills: row?.subskills ?? [],
    recent_practice: (row?.recent_practice ?? []).filter(
      (entry) => entry.date >= firstDay && entry.date <= today,
    ),
    practice_totals: row?.practice_totals ?? [],
    focus: row?.focus?.find((entry) => entry.date === today)?.focus ?? null,
  };
}

/**
 * A goal's progress as the goals page computes it (list-goals.ts), from the same rule: its links, the sum
 * of its progress deltas, and the linked habits' logs of the last 7 days, which the 14 recent days hold.
 */
function goalProgressOf(
  goal: { id: string; target_value: number | null; status: string },
  { goal_links: links, goal_deltas: deltas }: TRawContext,
  recentLogs: TCoachContext['recent_logs'],
  today: string,
) {
  const logged = deltas?.find((entry) => entry.goal_id === goal.id);
  return presentGoalProgress(
    computeGoalProgress({
      goal,
      links: (links ?? []).filter((link) => link.goal_id === goal.id),
      habitLogs: recentLogs,
      progressLogs: logged && logged.count > 0 ? [{ delta: logged.delta }] : [],
      today,
    }),
  );
}

/** json_agg writes timestamps as PostgreSQL prints them ("…+00:00"); the context speaks ISO 8601 in UTC. */
function toIsoString(timestamp: string): string {
  return new Date(timestamp).toISOString();
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
