import { isDateKey, toEpochDay } from '../dates/date-key';
import { computeStreaksOfDays, type TStreaks } from './compute-streaks';
import { dailyStrengthMultiplier, readProgressByDay, type TLogForStrength } from './compute-strength';
import type { THabitForLog } from './habit-log-value';
import {
  isDailySchedule,
  normalizeSchedule,
  periodStart,
  type THabitSchedule,
  weekdayOfEpochDay,
} from './habit-schedule';

/**
 * What a habit's stats depend on besides its logs: its schedule, where its periods start (the epoch
 * day of the user's week start, periodAnchor) and which days are paused (decision 0021).
 */
export type TScheduleContext = {
  schedule: THabitSchedule;
  anchor: number;
  isPaused: (day: number) => boolean;
};

export const noPause = (): boolean => false;

/** True when the stats are the plain daily ones: a daily schedule with no paused day. */
export function isPlainDaily(context: TScheduleContext, hasPauses: boolean): boolean {
  return isDailySchedule(context.schedule) && !hasPauses;
}

type TPeriod = { met: boolean; current: boolean };

/**
 * Streaks counted in periods met, not in days (decision 0021). A period is a due weekday for a
 * weekday schedule, else a block of `days` days from the anchor, met when done at least
 * ceil(times × unpaused days / days) times on its unpaused days. A period that is wholly paused
 * counts for nothing, and a paused day neither fills nor breaks one. The current period, while not
 * met, is still open: it does not break the streak. Days after today are ignored.
 */
export function computeScheduledStreaksOfDays(
  ascendingDays: readonly number[],
  today: number,
  context: TScheduleContext,
  hasPauses = true,
): TStreaks {
  if (isPlainDaily(context, hasPauses)) return computeStreaksOfDays(ascendingDays, today);
  const schedule = normalizeSchedule(context.schedule);
  const done = new Set(ascendingDays.filter((day) => day <= today && !context.isPaused(day)));
  if (done.size === 0) return { current: 0, best: 0 };
  const first = Math.min(...done);
  const periods =
    schedule.weekdays !== null
      ? weekdayPeriods(first, today, new Set(schedule.weekdays), done, context.isPaused)
      : blockPeriods(first, today, schedule, context, done);
  let best = 0;
  let run = 0;
  let runBeforeCurrent = 0;
  for (const period of periods) {
    if (period.current) runBeforeCurrent = run;
    run = period.met ? run + 1 : 0;
    best = Math.max(best, run);
  }
  const last = periods.at(-1);
  const current = last?.current && !last.met ? runBeforeCurrent : run;
  return { current, best };
}

function weekdayPeriods(
  first: number,
  today: number,
  weekdays: ReadonlySet<number>,
  done: ReadonlySet<number>,
  isPaused: (day: number) => boolean,
): TPeriod[] {
  const periods: TPeriod[] = [];
  for (let day = first; day <= today; day += 1) {
    if (!weekdays.has(weekdayOfEpochDay(day)) || isPaused(day)) continue;
    periods.push({ met: done.has(day), current: day === today });
  }
  return periods;
}

function blockPeriods(
  first: number,
  today: number,
  { times, days }: THabitSchedule,
  context: TScheduleContext,
  done: ReadonlySet<number>,
): TPeriod[] {
  const periods: TPeriod[] = [];
  for (let start = periodStart(first, days, context.anchor); start <= today; start += days) {
    let open = 0;
    let count = 0;
    for (let day = start; day < start + days; day += 1) {
      if (context.isPaused(day)) continue;
      open += 1;
      if (done.has(day)) count += 1;
    }
    if (open === 0) continue;
    periods.push({ met: count >= Math.ceil((times * open) / days), current: start + days > today });
  }
  return periods;
}

/** Loop's multiplier for a frequency of times / days: 0.5^(sqrt(frequency) / 13). */
export function strengthMultiplier(frequency: number): number {
  return frequency >= 1 ? dailyStrengthMultiplier : 0.5 ** (Math.sqrt(frequency) / 13);
}

/**
 * Habit strength with a schedule and pauses: Loop Habit Tracker's ScoreList.recompute (decision 0021).
 * The habit's timeline runs from its first logged day to today without its paused days, and, for a
 * weekday schedule, without its rest days (Loop's skip: the score stands still). Each day of it scores
 * min(1, progress over the last 2·days days / 2·times) for a non-daily "times in days" schedule (Loop
 * doubles both to smooth irregular weeks), or its own progress otherwise, into an exponential average
 * with multiplier 0.5^(sqrt(times / days) / 13). Progress is computeProgress's 0 to 1 share per day.
 */
export function computeScheduledStrengthOfProgress(
  progressByDay: ReadonlyMap<number, number>,
  today: number,
  context: TScheduleContext,
): number {
  const schedule = normalizeSchedule(context.schedule);
  const weekdays = schedule.weekdays === null ? null : new Set(schedule.weekdays);
  const frequency = weekdays === null ? schedule.times / schedule.days : 1;
  const rolling = frequency < 1;
  const numerator = rolling ? 2 * schedule.times : 1;
  const window = rolling ? 2 * schedule.days : 1;
  const m = strengthMultiplier(frequency);
  const days = [...progressByDay.keys()].filter((day) => day <= today);
  if (days.length === 0) return 0;
  const timeline: number[] = [];
  let score = 0;
  for (let day = Math.min(...days); day <= today; day += 1) {
    if (context.isPaused(day)) continue;
    if (weekdays !== null && !weekdays.has(weekdayOfEpochDay(day))) continue;
    timeline.push(progressByDay.get(day) ?? 0);
    let sum = 0;
    for (let index = Math.max(0, timeline.length - window); index < timeline.length; index += 1) {
      sum += timeline[index] ?? 0;
    }
    score = score * m + Math.min(1, sum / numerator) * (1 - m);
  }
  return score;
}

/** computeScheduledStreaksOfDays over date keys (completed days), for callers that hold keys. */
export function computeScheduledStreaks(
  completedDates: readonly string[],
  today: string,
  context: TScheduleContext,
): TStreaks {
  const days = completedDates
    .filter(isDateKey)
    .map(toEpochDay)
    .sort((a, b) => a - b);
  return computeScheduledStreaksOfDays(days, toEpochDay(today), context);
}

/** computeScheduledStrengthOfProgress over logs with date keys: each day's best progress counts. */
export function computeScheduledStrength(
  habit: THabitForLog,
  logs: readonly TLogForStrength[],
  today: string,
  context: TScheduleContext,
): number {
  const progressByDay = readProgressByDay(habit, logs);
  return computeScheduledStrengthOfProgress(progressByDay, toEpochDay(today), context);
}
