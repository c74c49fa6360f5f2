import { toEpochDay } from '../dates/date-key';
import { describeHabitDay } from '../habits/habit-day-state';
import { periodAnchor, scheduleFromColumns } from '../habits/habit-schedule';
import { buildIsPaused, type TPauseRange } from '../habits/pause-ranges';
import { reminderSkipReason } from './reminder-rules';
import { isKnownTimeZone, readLocalClock } from './reminder-schedule';

/** The stored facts a reminder's send is judged on, as the reminders' queries read them. */
export type TReminderFacts = {
  reminder: { enabled: boolean };
  habit: { active: boolean; freqNum: number; freqDen: number; weekdays: number | null };
  /** The user's preferences row (missing for a user who never saved one). */
  person: { timezone: string | null; weekStart: string | null } | undefined;
  /** The user's reminder switches row (missing: all on, no quiet period). */
  switches: { allOff: boolean; quietStart: number | null; quietEnd: number | null } | undefined;
  /** The habit's own pauses and the user's vacations. */
  pauses: readonly TPauseRange[];
  /** Epoch days the habit was completed around the date judged. */
  completed: ReadonlySet<number>;
};

/** The zone a user's reminders follow: their own, or UTC when none (or an unknown one) is set. */
export function reminderZone(person: TReminderFacts['person']): string {
  return person?.timezone && isKnownTimeZone(person.timezone) ? person.timezone : 'UTC';
}

/**
 * Why the reminder would stay silent if sent at `at` for the habit's day `date`, or null when it goes
 * out. The Web Push sends and the phones' scheduled notifications both read their facts through this,
 * so the two can never disagree about a day.
 */
export function reminderSkipOn(facts: TReminderFacts, date: string, at: Date): string | null {
  const { habit, person, switches } = facts;
  const day = describeHabitDay(
    scheduleFromColumns(habit.freqNum, habit.freqDen, habit.weekdays),
    periodAnchor(person?.weekStart ?? 'monday'),
    toEpochDay(date),
    facts.completed,
    buildIsPaused(facts.pauses),
  );
  return reminderSkipReason({
    reminderEnabled: facts.reminder.enabled,
    habitActive: habit.active,
    allOff: switches?.allOff ?? false,
    quiet:
      switches?.quietStart != null && switches.quietEnd != null
        ? { start: switches.quietStart, end: switches.quietEnd }
        : null,
    localMinute: readLocalClock(at, reminderZone(person)).minuteOfDay,
    dayState: day.state,
  });
}
