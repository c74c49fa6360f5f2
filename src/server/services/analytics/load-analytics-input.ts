import { sql } from 'drizzle-orm';
import type { TAnalyticsInput } from '../../../domain/analytics/analytics-input';
import { previousPeriod, type TPeriod } from '../../../domain/analytics/analytics-period';
import { tallyAnalyticsHabits } from '../../../domain/analytics/tally-analytics-habits';
import { addDays } from '../../../domain/dates/date-key';
import { scheduleDaysMax } from '../../../domain/habits/habit-schedule';
import type { TWeekday } from '../../../domain/preferences/preference-options';
import { xpPerWeightedCompletion } from '../../../domain/skills/compute-skill-xp';
import type { Database } from '../../db/client';
import { loadHabitHistories } from '../habits/load-habit-histories';
import { loadHabitStats } from '../habits/load-habit-stats';

type TAggregates = {
  seconds: [string, number][] | null;
  skills:
    | {
        id: string;
        name: string;
        baseline_hours: number;
        seconds: number;
        xp: [string | null, number][] | null;
      }[]
    | null;
  goals:
    | {
        id: string;
        name: string;
        unit: string | null;
        start_date: string;
        end_date: string | null;
        target_value: number | null;
        progress: [string | null, number][] | null;
      }[]
    | null;
  focus: [string, number][] | null;
};

/**
 * The analytics input of one user and period. Habit figures are the habits' verdicts (decision 0031):
 * the database sends each habit's met and partly done days as text of epoch-day numbers
 * (loadHabitHistories, a few thousand numbers for five years, never the logs themselves), and the domain
 * judges and sums them (tallyAnalyticsHabits), so analytics counts what the tracker counts. Skills, goals,
 * focus and time tracked are aggregated in one statement. Streaks and strength come from
 * loadHabitStats, the tracker's own. `asOf` is the day streaks, strength and "done today" are read on:
 * today, or the period's end if earlier.
 */
export async function loadAnalyticsInput(
  db: Database,
  userId: string,
  clock: { asOf: string; today: string; timezone: string; weekStart: TWeekday },
  period: TPeriod,
): Promise<TAnalyticsInput> {
  const { asOf, timezone } = clock;
  const previous = previousPeriod(period);
  const dayBefore = addDays(period.from, -1);
  const [result, stats, histories] = await Promise.all([
    db.execute(sql`
with skill_xp as (
  select skill_id, case when date < ${period.from}::date then null else date end as day, sum(xp) as xp
  from (
    select t.parent_skill_id as skill_id, t.date,
      t.seconds * (least(greatest(coalesce(t.quality_rating, 3), 1), 5) + 2) / 300.0 as xp
    from subskill_time_logs t where t.user_id = ${userId} and t.date <= ${period.to}::date
    union all
    select hs.skill_id, l.date, ${xpPerWeightedCompletion} * greatest(hs.weight, 0)
    from habit_skills hs join habit_logs l on l.habit_id = hs.habit_id and l.user_id = ${userId}
    where hs.user_id = ${userId} and l.is_complete and l.date <= ${period.to}::date
  ) earned group by 1, 2
),
goal_days as (
  select goal_id, case when day < ${period.from}::date then null else day end as day, sum(delta) as delta
  from (
    select goal_id, (recorded_at at time zone ${timezone})::date as day, delta
    from goal_progress_logs where user_id = ${userId}
  ) logged where day <= ${period.to}::date group by 1, 2
)
select json_build_object(
  'seconds', (select json_agg(json_build_array(l.habit_id, l.seconds)) from (
    select l.habit_id, sum(l.time_tracked_seconds) as seconds from habit_logs l
    where l.user_id = ${userId} and l.date between ${period.from}::date and ${period.to}::date
      and l.time_tracked_seconds > 0
    group by l.habit_id) l),
  'skills', (select json_agg(json_build_object('id', s.id, 'name', s.name,
      'baseline_hours', coalesce(us.baseline_hours, 0),
      'seconds', (select coalesce(sum(t.seconds), 0) from subskill_time_logs t where t.user_id = ${userId}
        and t.parent_skill_id = s.id and t.date between ${period.from}::date and ${period.to}::date),
      'xp', (select json_agg(json_build_array(x.day, x.xp)) from skill_xp x where x.skill_id = s.id)) order by s.created_at)
    from skills s left join user_skills us on us.skill_id = s.id and us.user_id = ${userId}
    where s.user_id = ${userId}),
  'goals', (select json_agg(json_build_object('id', g.id, 'name', g.name, 'unit', g.unit,
      'start_date', coalesce(g.start_date, (g.created_at at time zone ${timezone})::date), 'end_date', g.end_date,
      'target_value', g.target_value,
      'progress', (select json_agg(json_build_array(gd.day, gd.delta)) from goal_days gd where gd.goal_id = g.id))
      order by g.created_at)
    from goals g where g.user_id = ${userId}),
  'focus', (select json_agg(json_build_array(day, minutes)) from (
    -- A timed session counts its seconds (issue 35: 6 seconds is a tenth of a minute, not a minute).
    select (started_at at time zone ${timezone})::date as day,
      sum(coalesce(seconds, minutes * 60)) / 60.0 as minutes from focus_sessions
    where user_id = ${userId} and not planned
      and started_at >= (${period.from}::date - 1)::timestamp at time zone 'UTC'
      and started_at < (${period.to}::date + 2)::timestamp at time zone 'UTC'
    group by 1) f where day between ${period.from}::date and ${period.to}::date)
)::text as json`),
    loadHabitStats(db, userId, asOf),
    // A "times in days" period reaching past either end is judged whole, so its days are read too.
    loadHabitHistories(
      db,
      userId,
      { from: addDays(previous.from, -scheduleDaysMax), to: addDays(period.to, scheduleDaysMax) },
      clock,
    ),
  ]);
  const aggregates = JSON.parse(readFirstRow<{ json: string }>(result)?.json ?? '{}') as TAggregates;
  const tally = tallyAnalyticsHabits(histories, period, asOf, clock.today);
  return toAnalyticsInput(aggregates, stats, tally, clock, period, dayBefore);
}

function toAnalyticsInput(
  aggregates: TAggregates,
  stats: Awaited<ReturnType<typeof loadHabitStats>>,
  tally: ReturnType<typeof tallyAnalyticsHabits>,
  { today, weekStart }: { today: string; weekStart: TWeekday },
  period: TPeriod,
  dayBefore: string,
): TAnalyticsInput {
  const seconds = new Map((aggregates.seconds ?? []).map(([habitId, amount]) => [habitId, Number(amount)]));
  const splitBefore = (rows: [string | null, number][] | null) => {
    const byDay = new Map<string, number>();
    let before = 0;
    for (const [day, amount] of rows ?? []) {
      if (day === null || day <= dayBefore) before += Number(amount);
      else byDay.set(day, Number(amount));
    }
    return { before, byDay };
  };
  return {
    period,
    today,
    weekStart,
    habits: tally.habits.map((habit) => {
      const stat = stats.get(habit.id);
      return {
        ...habit,
        currentStreak: stat?.current_streak ?? 0,
        bestStreak: stat?.best_streak ?? 0,
        strength: stat?.strength ?? 0,
        secondsTracked: seconds.get(habit.id) ?? 0,
      };
    }),
    days: tally.days,
    skills: (aggregates.skills ?? []).map((skill) => {
      const xp = splitBefore(skill.xp);
      return {
        id: skill.id,
        name: skill.name,
        baselineHours: Number(skill.baseline_hours),
        secondsInPeriod: Number(skill.seconds),
        xpBefore: xp.before,
        xpByDay: xp.byDay,
      };
    }),
    goals: (aggregates.goals ?? []).map((goal) => {
      const progress = splitBefore(goal.progress);
      return {
        id: goal.id,
        name: goal.name,
        unit: goal.unit,
        startDate: goal.start_date,
        endDate: goal.end_date,
        targetValue: goal.target_value === null ? null : Number(goal.target_value),
        loggedBefore: progress.before,
        deltaByDay: progress.byDay,
      };
    }),
    focusMinutesByDay: new Map((aggregates.focus ?? []).map(([day, minutes]) => [day, Number(minutes)])),
  };
}

/** postgres.js answers an array of rows, PGlite an object holding them. */
function readFirstRow<TRow>(result: unknown): TRow | undefined {
  return (Array.isArray(result) ? result : (result as { rows: TRow[] }).rows)[0];
}
