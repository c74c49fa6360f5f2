import { isDailySchedule, periodStart, type THabitSchedule, weekdayOfEpochDay } from './habit-schedule';

/**
 * Where a habit stands on one day (decision 0021): done that day; due (still open this period);
 * met (this period's share is done, so the day asks for nothing); rest (a weekday it is not
 * scheduled on); paused. Only "due" counts as something left to do.
 */
export type THabitDayState = 'done' | 'due' | 'met' | 'rest' | 'paused';

export type THabitDay = {
  state: THabitDayState;
  /** Completions in the day's period (unpaused days only) and how many the period asks for. */
  done_in_period: number;
  needed_in_period: number;
};

export function describeHabitDay(
  schedule: THabitSchedule,
  anchor: number,
  day: number,
  completedDays: ReadonlySet<number>,
  isPaused: (day: number) => boolean,
): THabitDay {
  const doneToday = completedDays.has(day);
  if (isPaused(day)) return { state: 'paused', done_in_period: doneToday ? 1 : 0, needed_in_period: 0 };
  if (schedule.weekdays !== null && !isDailySchedule(schedule)) {
    const due = schedule.weekdays.includes(weekdayOfEpochDay(day));
    const state = doneToday ? 'done' : due ? 'due' : 'rest';
    return { state, done_in_period: doneToday ? 1 : 0, needed_in_period: due ? 1 : 0 };
  }
  if (isDailySchedule(schedule)) {
    return { state: doneToday ? 'done' : 'due', done_in_period: doneToday ? 1 : 0, needed_in_period: 1 };
  }
  const start = periodStart(day, schedule.days, anchor);
  let open = 0;
  let count = 0;
  for (let other = start; other < start + schedule.days; other += 1) {
    if (isPaused(other)) continue;
    open += 1;
    if (completedDays.has(other)) count += 1;
  }
  const needed = Math.ceil((schedule.times * open) / schedule.days);
  const state = doneToday ? 'done' : count >= needed ? 'met' : 'due';
  return { state, done_in_period: count, needed_in_period: needed };
}

/** The line under a habit's name on the tracker, or null for a plain daily habit. */
export function describeHabitDayNote(schedule: THabitSchedule, day: THabitDay): string | null {
  if (day.state === 'paused') return 'Paused — this day counts neither for nor against it';
  if (isDailySchedule(schedule)) return null;
  if (schedule.weekdays !== null) return day.state === 'rest' ? 'Rest day — not scheduled today' : null;
  const period = schedule.days === 7 ? 'this week' : `in these ${schedule.days} days`;
  const tally = `${day.done_in_period} of ${day.needed_in_period} ${period}`;
  return day.state === 'met' ? `Rest day — ${tally}, done` : tally;
}

/** "5-day streak", "3-week streak", "4 in a row": the streak in the schedule's own periods. */
export function describeStreak(schedule: THabitSchedule, count: number): string {
  if (count === 0) return 'No streak';
  if (isDailySchedule(schedule)) return `${count}-day streak`;
  if (schedule.weekdays === null && schedule.days === 7) return `${count}-week streak`;
  return `${count} in a row`;
}

/** What one unit of the streak is, for "4 weeks" in the habit's details. */
export function streakUnitOf(schedule: THabitSchedule): string {
  if (isDailySchedule(schedule)) return 'day';
  if (schedule.weekdays !== null) return 'scheduled day';
  return schedule.days === 7 ? 'week' : 'period';
}
