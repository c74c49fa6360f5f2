import { sql } from 'drizzle-orm';
import type { TDayAmount, THabitHistory } from '../../../domain/habits/habit-day-verdict';
import { scheduleFromColumns, type THabitSchedule } from '../../../domain/habits/habit-schedule';
import { buildHabitHistory } from '../../../domain/habits/tally-habit-days';
import type { Database } from '../../db/client';
import { loadUserPauses, pausesOfHabit, type TUserPauses } from './habit-pauses';

/**
 * amountOfLog (src/domain/habits/tally-habit-days.ts) in SQL, for logs joined to their habit as l and h:
 * 'met' when a yes, or a count at or over its target (or above 0 without one); 'partial' when a count
 * above 0 is below its target. load-habit-histories.test.ts checks it against amountOfLog.
 */
export const amountSql = sql`case
  when h.type = 'number' and h.target > 0 and l.value_number >= h.target then 'met'
  when h.type = 'number' and h.target > 0 and l.value_number > 0 then 'partial'
  when h.type = 'number' and l.value_number > 0 then 'met'
  when h.type <> 'number' and l.value_boolean is true then 'met'
end`;

export type TStoredHabitHistory = {
  id: string;
  name: string;
  type: 'boolean' | 'number';
  schedule: THabitSchedule;
  /** Its first day: creation in the user's zone, or its first log when earlier (decision 0031). */
  startedOn: string;
  history: THabitHistory;
};

type THistoryRow = {
  id: string;
  name: string;
  type: 'boolean' | 'number';
  freq_num: number;
  freq_den: number;
  weekdays: number | null;
  created_on: string;
  first_log: string | null;
  days: string | null;
};

/**
 * Every habit's history as judgeHabitDays reads it, from `from` to `to`: per habit one row holding its
 * met and partly done days as text of epoch-day numbers (a few thousand numbers for five years, read off
 * `habit_logs_completed_idx`: any amount above 0 is complete), its schedule and its first day.
 */
export async function loadHabitHistories(
  db: Database,
  userId: string,
  range: { from: string; to: string },
  clock: { timezone: string; weekStart: string | Promise<string> },
  options: { includeArchived?: boolean; pauses?: Promise<TUserPauses> } = {},
): Promise<TStoredHabitHistory[]> {
  const [result, pauses, weekStart] = await Promise.all([
    db.execute(sql`
select h.id, h.name, h.type, h.freq_num, h.freq_den, h.weekdays,
  (h.created_at at time zone ${clock.timezone})::date::text as created_on,
  (select min(f.date) from habit_logs f where f.user_id = ${userId} and f.habit_id = h.id and f.is_complete)::text as first_log,
  d.days
from habits h left join lateral (
  -- One text per habit, its amount evaluated once per log: a met day's number, a partly done day's
  -- number after a 'p' (other logs give null, which string_agg skips).
  select string_agg(case a.amount when 'met' then a.day::text when 'partial' then 'p' || a.day end, ',') as days
  from (
    select l.date - date '1970-01-01' as day, ${amountSql} as amount from habit_logs l
    where l.user_id = ${userId} and l.habit_id = h.id and l.is_complete
      and l.date between ${range.from}::date and ${range.to}::date
  ) a
) d on true
where h.user_id = ${userId} ${options.includeArchived ? sql`` : sql`and h.active`}
order by h.sort_order, h.created_at`),
    options.pauses ?? loadUserPauses(db, userId),
    clock.weekStart,
  ]);
  const rows = (Array.isArray(result) ? result : (result as { rows: THistoryRow[] }).rows) as THistoryRow[];
  return rows.map((row) => {
    const schedule = scheduleFromColumns(row.freq_num, row.freq_den, row.weekdays);
    const startedOn =
      row.first_log !== null && row.first_log < row.created_on ? row.first_log : row.created_on;
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      schedule,
      startedOn,
      history: buildHabitHistory({
        schedule,
        weekStart,
        createdOn: startedOn,
        pauses: pausesOfHabit(pauses, row.id),
        amounts: readAmounts(row.days),
      }),
    };
  });
}

/** The days text: "20400,p20401" is 20400 met and 20401 partly done. */
function readAmounts(text: string | null): [number, TDayAmount][] {
  if (!text) return [];
  return text
    .split(',')
    .map((day): [number, TDayAmount] =>
      day[0] === 'p' ? [Number(day.slice(1)), 'partial'] : [Number(day), 'met'],
    );
}
