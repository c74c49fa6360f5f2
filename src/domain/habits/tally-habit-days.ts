import { addDays, fromEpochDay, toEpochDay } from '../dates/date-key';
import {
  isExpected,
  judgeHabitDays,
  type TDayAmount,
  type TDayTally,
  type THabitDayVerdict,
  type THabitHistory,
} from './habit-day-verdict';
import type { THabitForLog, THabitLogInput } from './habit-log-value';
import { periodAnchor, type THabitSchedule, weekdayOfEpochDay } from './habit-schedule';
import { buildIsPaused, type TPauseRange } from './pause-ranges';

/**
 * Sums of verdicts over a period (decision 0031): what every "N of M" and every completion rate is.
 * A period's figure is the sum of its days' figures, so a week is the sum of its seven days on every
 * surface, and a weekday profile the sum of those weekdays.
 */

/**
 * A log's amount against its habit: 'met' (a yes, or a count at or over its target, or above 0 without
 * one), 'partial' (a count above 0 below its target), or null (nothing that counts). The same as
 * computeProgress ≥ 1, compared without dividing so the SQL (amountSql) gives the same answer.
 */
export function amountOfLog(
  habit: THabitForLog,
  log: Pick<THabitLogInput, 'value_boolean' | 'value_number'>,
): TDayAmount | null {
  if (habit.type !== 'number') return log.value_boolean === true ? 'met' : null;
  const value = log.value_number ?? 0;
  if (!(value > 0)) return null;
  const target = habit.target ?? 0;
  return target > 0 && value < target ? 'partial' : 'met';
}

export type THabitHistoryInput = {
  schedule: THabitSchedule;
  weekStart: string;
  /** Its creation date in the user's time zone (YYYY-MM-DD). */
  createdOn: string;
  pauses: readonly TPauseRange[];
  /** Its logs' amounts by epoch day. */
  amounts: Iterable<readonly [number, TDayAmount]>;
};

/**
 * A habit's history from stored rows. Its first day is its creation date, or its first log when that is
 * earlier (history imported from another app counts from its first day, decision 0031).
 */
export function buildHabitHistory(input: THabitHistoryInput): THabitHistory {
  const amountByDay = new Map<number, TDayAmount>();
  let startDay = toEpochDay(input.createdOn);
  for (const [day, amount] of input.amounts) {
    amountByDay.set(day, amount);
    if (day < startDay) startDay = day;
  }
  return {
    schedule: input.schedule,
    anchor: periodAnchor(input.weekStart),
    startDay,
    isPaused: buildIsPaused(input.pauses),
    amountByDay,
  };
}

export type THabitTally = TDayTally & {
  /** Per weekday, index 0 = Sunday. */
  weekdays: TDayTally[];
};

export type TRangeTally = {
  /** Each day's figure over all habits, keyed by date. */
  days: Map<string, TDayTally>;
  /** Each habit's figure, in the order given. */
  habits: THabitTally[];
  /** Each habit's verdicts, day by day from `from`. */
  verdicts: THabitDayVerdict[][];
};

const emptyWeekdays = (): TDayTally[] => Array.from({ length: 7 }, () => ({ done: 0, expected: 0 }));

/** Every habit's verdicts from `from` to `to` (date keys, both included), summed by day, habit and weekday. */
export function tallyHabitDays(
  histories: readonly THabitHistory[],
  from: string,
  to: string,
  today: string,
): TRangeTally {
  const first = toEpochDay(from);
  const last = toEpochDay(to);
  const todayDay = toEpochDay(today);
  const length = Math.max(0, last - first + 1);
  const doneByDay = new Array<number>(length).fill(0);
  const expectedByDay = new Array<number>(length).fill(0);
  const verdicts = histories.map((history) => judgeHabitDays(history, first, last, todayDay));
  const habits = verdicts.map((own) => {
    const tally: THabitTally = { done: 0, expected: 0, weekdays: emptyWeekdays() };
    own.forEach((verdict, index) => {
      if (!isExpected(verdict)) return;
      const done = verdict === 'done' ? 1 : 0;
      const weekday = tally.weekdays[weekdayOfEpochDay(first + index)] as TDayTally;
      tally.done += done;
      tally.expected += 1;
      weekday.done += done;
      weekday.expected += 1;
      doneByDay[index] = (doneByDay[index] ?? 0) + done;
      expectedByDay[index] = (expectedByDay[index] ?? 0) + 1;
    });
    return tally;
  });
  const days = new Map<string, TDayTally>();
  for (let index = 0; index < length; index += 1) {
    days.set(fromEpochDay(first + index), {
      done: doneByDay[index] ?? 0,
      expected: expectedByDay[index] ?? 0,
    });
  }
  return { days, habits, verdicts };
}

/** The figure of a range of days: the sum of its days. */
export function sumDayTallies(days: ReadonlyMap<string, TDayTally>, from: string, to: string): TDayTally {
  const total = { done: 0, expected: 0 };
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = days.get(date);
    total.done += day?.done ?? 0;
    total.expected += day?.expected ?? 0;
  }
  return total;
}
