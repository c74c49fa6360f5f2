import { dailySchedule, type THabitSchedule } from './habit-schedule';

/**
 * The habit form's compact schedule control (decision 0021): a mode with its one detail. A schedule
 * made elsewhere (the API, the coach: "4 times in 10 days") is kept as "custom" until changed.
 */
export type TScheduleMode = 'daily' | 'per_week' | 'other_day' | 'weekdays' | 'custom';
export type TScheduleChoice = {
  mode: TScheduleMode;
  perWeek: number;
  weekdays: number[];
  custom: THabitSchedule;
};

export const scheduleModes: readonly { value: TScheduleMode; label: string }[] = [
  { value: 'daily', label: 'Every day' },
  { value: 'per_week', label: 'Times per week' },
  { value: 'other_day', label: 'Every other day' },
  { value: 'weekdays', label: 'On chosen weekdays' },
];

/** Monday first, as most calendars print the week; values are 0 Sunday to 6 Saturday. */
export const weekdayChips: readonly { value: number; short: string; name: string }[] = [
  { value: 1, short: 'Mo', name: 'Monday' },
  { value: 2, short: 'Tu', name: 'Tuesday' },
  { value: 3, short: 'We', name: 'Wednesday' },
  { value: 4, short: 'Th', name: 'Thursday' },
  { value: 5, short: 'Fr', name: 'Friday' },
  { value: 6, short: 'Sa', name: 'Saturday' },
  { value: 0, short: 'Su', name: 'Sunday' },
];

export function choiceFromSchedule(schedule: THabitSchedule = dailySchedule): TScheduleChoice {
  const base = { perWeek: 3, weekdays: [1, 3, 5], custom: schedule };
  if (schedule.weekdays !== null) return { ...base, mode: 'weekdays', weekdays: [...schedule.weekdays] };
  if (schedule.times === schedule.days) return { ...base, mode: 'daily' };
  if (schedule.days === 7) return { ...base, mode: 'per_week', perWeek: schedule.times };
  if (schedule.times === 1 && schedule.days === 2) return { ...base, mode: 'other_day' };
  return { ...base, mode: 'custom' };
}

/**
 * What the form sends as `schedule`: the server's rules (readSchedule) judge it, so an empty weekday
 * choice comes back as "Choose at least one weekday".
 */
export function scheduleOfChoice(choice: TScheduleChoice): unknown {
  switch (choice.mode) {
    case 'daily':
      return 'daily';
    case 'per_week':
      return { times: choice.perWeek, days: 7 };
    case 'other_day':
      return { times: 1, days: 2 };
    case 'weekdays':
      return { weekdays: [...choice.weekdays].sort((a, b) => a - b) };
    case 'custom':
      return choice.custom;
  }
}

export function toggleWeekday(choice: TScheduleChoice, weekday: number): TScheduleChoice {
  const weekdays = choice.weekdays.includes(weekday)
    ? choice.weekdays.filter((day) => day !== weekday)
    : [...choice.weekdays, weekday];
  return { ...choice, weekdays };
}
