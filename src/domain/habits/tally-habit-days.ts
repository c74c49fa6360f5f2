import { addDays, fromEpochDay, isDateKey, toEpochDay } from '../dates/date-key';
import {
  isExpected,
  judgeHabitDays,
  type TDayAmount,
  type TDayTally,
  type THabitDayVerdict,
  type THabitHistory,
} from './habit-day-verdict';
import {
  computeIsComplete,
  computeProgress,
  type THabitForLog,
  type THabitLogInput,
} from './habit-log-value';
import { periodAnchor, type THabitSchedule, weekdayOfEpochDay } from './habit-schedule';
import { buildIsPaused, type TPauseRange } from './pause-ranges';

/**
 * Sums of verdicts over a period (decision 0031): what every "N of M" and every completion rate is.
 * A period's figure is the sum of its days' figures, so a week is the sum of its seven days on every
 * surface, and a weekday profile the sum of those weekdays.
 */

/** A log's amount against its habit: 'met' (the target, or a yes), 'partial' (below the target), or none. */
export function amountOfLog(
  habit: THabitForLog,
  log: Pick<THabitLogInput, 'value_boolean' | 'value_number'>,
): TDayAmount | null {
  if (computeProgress(habit, log) >= 1) return 'met';
  return computeIsComplete({ type: habit.type, ...log }) ? 'partial' : null;
}

export type THabitHistoryInput = {
  schedule: THabitSchedule;
  weekStart: string;
  /** Its creation date in the user's time zone (YYYY-MM-DD). */
  createdOn: string;
  pauses: readonly TPauseRange[];
  /** Its logs' amounts by date key. */
  amounts: Iterable<readonly [string, TDayAmount]>;
};

/**
 * A habit's history from stored rows. Its first day is its creation date, or its first log when that is
 * earlier (history imported from another app counts from its first day, decision 0031).
 */
export function buildHabitHistory(input: THabitHistoryInput): THabitHistory {
  const amountByDay = new Map<number, TDayAmount>();
  let startDay = toEpochDay(input.createdOn);
  for (const [date, amount] of input.amounts) {
    if (!isDateKey(date)) continue;
    const day = toEpochDay(date);
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
