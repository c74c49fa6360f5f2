import type { THabitDayState } from '../habits/habit-day-state';
import { isQuietAt } from './reminder-schedule';

export type TReminderCheck = {
  reminderEnabled: boolean;
  habitActive: boolean;
  allOff: boolean;
  /** The quiet period, minutes of the day on the user's clock; null for none. */
  quiet: { start: number; end: number } | null;
  /** The minute of the user's day the reminder would go out at. */
  localMinute: number;
  /** What the habit's day is: only a day still 'due' gets a reminder (not done, met, rest or paused). */
  dayState: THabitDayState;
};

/**
 * Why a reminder is not sent, or null when it should be (issue 21): one rule for the server's Web Push
 * sends and the reminders the phones schedule for themselves.
 */
export function reminderSkipReason(check: TReminderCheck): string | null {
  if (!check.reminderEnabled || !check.habitActive) return 'reminder off';
  if (check.allOff) return 'all reminders off';
  if (isQuietAt(check.localMinute, check.quiet)) return 'quiet period';
  if (check.dayState !== 'due') return `habit ${check.dayState}`;
  return null;
}
