import { type TWeekday, weekdayNames } from '../preferences/preference-options';

/**
 * When a habit is meant to be done (decision 0021). Either "times in days" (Loop Habit Tracker's
 * freq_num / freq_den: 1 in 1 is daily, 3 in 7 three times a week, 1 in 2 every other day), or fixed
 * weekdays (0 Sunday to 6 Saturday, as Date.getUTCDay counts them), when `weekdays` is not null.
 */
export type THabitSchedule = { times: number; days: number; weekdays: number[] | null };

export const dailySchedule: THabitSchedule = { times: 1, days: 1, weekdays: null };
export const scheduleDaysMax = 31;

export const scheduleMessages = {
  format: 'Schedule must be "daily", { times, days } or { weekdays }',
  days: `Schedule days must be a whole number from 1 to ${scheduleDaysMax}`,
  times: 'Schedule times must be a whole number from 1 to the number of days (a habit counts once a day)',
  weekdaysEmpty: 'Choose at least one weekday',
  weekday: (value: unknown) => `Unknown weekday: ${String(value)}`,
} as const;

export function isDailySchedule(schedule: THabitSchedule): boolean {
  return schedule.weekdays === null ? schedule.times === schedule.days : schedule.weekdays.length === 7;
}

/** Loop's normalisation: n times in n days is daily, and so are all seven weekdays. */
export function normalizeSchedule(schedule: THabitSchedule): THabitSchedule {
  return isDailySchedule(schedule) ? dailySchedule : schedule;
}

/** 1970-01-01 was a Thursday: the weekday (0 Sunday) of an epoch day. */
export function weekdayOfEpochDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The first epoch day on the user's week start: periods of "times in days" are counted from it. */
export function periodAnchor(weekStart: string): number {
  const index = weekdayNames.indexOf(weekStart.toLowerCase() as TWeekday);
  const weekday = index === -1 ? 1 : index;
  return (((weekday - 4) % 7) + 7) % 7;
}

/** The period (for a "times in days" schedule) an epoch day falls in: its first day. */
export function periodStart(day: number, days: number, anchor: number): number {
  return day - ((((day - anchor) % days) + days) % days);
}

export function readWeekday(item: unknown): number | null {
  if (typeof item === 'number') return Number.isInteger(item) && item >= 0 && item <= 6 ? item : null;
  if (typeof item !== 'string') return null;
  const text = item.trim().toLowerCase();
  if (text.length < 2) return null;
  const index = weekdayNames.findIndex(
    (name) => name.startsWith(text.slice(0, 3)) && name.startsWith(text.replace(/s$/, '')),
  );
  return index === -1 ? null : index;
}

/** Words for the schedule: "daily", "3 times a week", "every other day", "Mon and Thu". */
export function describeSchedule(schedule: THabitSchedule): string {
  if (isDailySchedule(schedule)) return 'daily';
  if (schedule.weekdays !== null) {
    const names = schedule.weekdays.map((day) => capitalize(weekdayNames[day]?.slice(0, 3) ?? ''));
    return names.length === 1
      ? `every ${names[0]}`
      : `on ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }
  const { times, days } = schedule;
  if (times === 1 && days === 2) return 'every other day';
  if (times === 1 && days === 7) return 'once a week';
  if (days === 7) return `${times} times a week`;
  if (times === 1) return `once every ${days} days`;
  return `${times} times in ${days} days`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The schedule from the habits row's columns (freq_num, freq_den, weekdays as a bit mask, bit 0 Sunday). */
export function scheduleFromColumns(times: number, days: number, weekdayMask: number | null): THabitSchedule {
  if (weekdayMask === null) return normalizeSchedule({ times, days, weekdays: null });
  const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((day) => (weekdayMask & (1 << day)) !== 0);
  return normalizeSchedule({ times: weekdays.length, days: 7, weekdays });
}

export function weekdayMaskOf(schedule: THabitSchedule): number | null {
  return schedule.weekdays === null ? null : schedule.weekdays.reduce((mask, day) => mask | (1 << day), 0);
}
