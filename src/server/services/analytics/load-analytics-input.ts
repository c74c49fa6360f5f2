import { and, eq, sql } from 'drizzle-orm';
import type { TAnalyticsInput } from '../../../domain/analytics/analytics-input';
import { previousPeriod, type TPeriod } from '../../../domain/analytics/analytics-period';
import { addDays } from '../../../domain/dates/date-key';
import type { TWeekday } from '../../../domain/preferences/preference-options';
import { xpPerWeightedCompletion } from '../../../domain/skills/compute-skill-xp';
import type { Database } from '../../db/client';
import { habits } from '../../db/schema';
import { loadHabitStats } from '../habits/load-habit-stats';

type TAggregates = {
  habits: { id: string; name: string; started_on: string }[] | null;
  counts:
    | {
        habit_id: string;
        completed: number;
        previous_completed: number;
        seconds: number;
        others: number;
        done_today: boolean;
        weekdays: number[];
      }[]
    | null;
  daily: [string, number][] | null;
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
 * The analytics input of one user and period, aggregated in the database in one statement: what
 * leaves it is per day, per habit and per weekday counts (a few thousand numbers for five years),
 * never the logs themselves. Streaks and strength come from loadHabitStats, the tracker's own.
 * `asOf` is the day streaks, strength and "done today" are read on: today, or the period's end if earlier.
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
  // Archived habits are left out. Most users have none, and then the filter (a semi-join on every
  // log row, a third of the statement's time on five years) is left out too.
  const [archived] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(habits)
    .where(and(eq(habits.userId, userId), eq(habits.active, false)));
  const activeOnly = (archived?.count ?? 0) > 0 ? sql`and l.habit_id in (select id from own_habits)` : sql``;
  const [result, stats] = await Promise.all([
    db.execute(sql`
with own_habits as (
  select h.id, h.name,
    least((h.created_at at time zone ${timezone})::date,
      (select min(l.date) from habit_logs l where l.user_id = ${userId} and l.habit_id = h.id)) as started_on
  from habits h where h.user_id = ${userId} and h.active
),
-- The weekday (0 = Sunday) by integer arithmetic from a Sunday, cheaper than extract(dow) on every row.
habit_weekdays as (
  select l.habit_id, ((l.date - date '2000-01-02') % 7 + 7) % 7 as weekday,
    count(*) filter (where l.is_complete and l.date >= ${period.from}::date) as completed,
    count(*) filter (where l.is_complete and l.date < ${period.from}::date) as previous_completed,
    coalesce(sum(l.time_tracked_seconds) filter (where l.date >= ${period.from}::date), 0) as seconds,
    bool_or(l.is_complete and l.date = ${asOf}::date) as done_today
  from habit_logs l
  where l.user_id = ${userId} and l.date between ${previous.from}::date and ${period.to}::date
    ${activeOnly}
  group by 1, 2
),
daily as (
  select l.date, count(*) as n from habit_logs l
  where l.user_id = ${userId} and l.is_complete and l.date between ${period.from}::date and ${period.to}::date
    ${activeOnly}
  group by l.date
),
per_habit_others as (
  select l.habit_id, sum(d.n - 1) as others
  from habit_logs l join daily d on d.date = l.date
  where l.user_id = ${userId} and l.is_complete and l.date between ${period.from}::date and ${period.to}::date
  group by l.habit_id
),
per_habit as (
  select habit_id, sum(completed) as completed, sum(previous_completed) as previous_completed,
    sum(seconds) as seconds, bool_or(done_today) as done_today,
    array[${sql.join(
      [0, 1, 2, 3, 4, 5, 6].map((dow) => sql`coalesce(sum(completed) filter (where weekday = ${dow}), 0)`),
      sql`, `,
    )}] as weekdays
  from habit_weekdays group by habit_id
),
skill_xp as (
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
  'habits', (select json_agg(json_build_object('id', id, 'name', name, 'started_on', started_on) order by started_on, name) from own_habits),
  'counts', (select json_agg(json_build_object('habit_id', p.habit_id, 'completed', p.completed,
      'previous_completed', p.previous_completed, 'seconds', p.seconds, 'done_today', p.done_today,
      'others', coalesce(o.others, 0), 'weekdays', p.weekdays))
    from per_habit p left join per_habit_others o on o.habit_id = p.habit_id),
  'daily', (select json_agg(json_build_array(date, n)) from daily),
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
    select (started_at at time zone ${timezone})::date as day, sum(minutes) as minutes from focus_sessions
    where user_id = ${userId} and not planned
      and started_at >= (${period.from}::date - 1)::timestamp at time zone 'UTC'
      and started_at < (${period.to}::date + 2)::timestamp at time zone 'UTC'
    group by 1) f where day between ${period.from}::date and ${period.to}::date)
)::text as json`),
    loadHabitStats(db, userId, asOf),
  ]);
  const aggregates = JSON.parse(readFirstRow<{ json: string }>(result)?.json ?? '{}') as TAggregates;
  return toAnalyticsInput(aggregates, stats, clock, period, dayBefore);
}

function toAnalyticsInput(
  aggregates: TAggregates,
  stats: Awaited<ReturnType<typeof loadHabitStats>>,
  { today, weekStart }: { today: string; weekStart: TWeekday },
  period: TPeriod,
  dayBefore: string,
): TAnalyticsInput {
  const counts = new Map((aggregates.counts ?? []).map((row) => [row.habit_id, row]));
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
    habits: (aggregates.habits ?? []).map((habit) => {
      const count = counts.get(habit.id);
      const stat = stats.get(habit.id);
      return {
        id: habit.id,
        name: habit.name,
        startedOn: habit.started_on,
        currentStreak: stat?.current_streak ?? 0,
        bestStreak: stat?.best_streak ?? 0,
        strength: stat?.strength ?? 0,
        doneToday: count?.done_today ?? false,
        completed: Number(count?.completed ?? 0),
        previousCompleted: Number(count?.previous_completed ?? 0),
        secondsTracked: Number(count?.seconds ?? 0),
        othersOnDoneDays: Number(count?.others ?? 0),
        completedByWeekday: (count?.weekdays ?? [0, 0, 0, 0, 0, 0, 0]).map(Number),
      };
    }),
    completedByDay: new Map((aggregates.daily ?? []).map(([day, count]) => [day, Number(count)])),
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
