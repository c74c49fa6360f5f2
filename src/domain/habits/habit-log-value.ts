import type { THabitType } from './habit-rules';

/** What a caller may send for one habit on one day; any part may be missing. */
export type THabitLogInput = {
  value_number?: number | null;
  value_boolean?: boolean | null;
  time_tracked_seconds?: number | null;
};

/** The values a habit_logs row stores (spec section 3). */
export type THabitLogValues = {
  value_number: number | null;
  value_boolean: boolean | null;
  time_tracked_seconds: number;
  is_complete: boolean;
};

export type THabitForLog = { type: THabitType; target?: number | null };

/**
 * Spec 4 "Habit log values": a boolean habit is complete when its value is true, a numeric one when its
 * value is above 0. A log holding only tracked time has value 0, so it is never complete on its own.
 */
export function computeIsComplete(log: { type: THabitType } & THabitLogInput): boolean {
  return log.type === 'boolean' ? log.value_boolean === true : (log.value_number ?? 0) > 0;
}

/**
 * The row to store for a habit. Only the column of the habit's type is filled. A value of the other
 * kind is translated rather than dropped, because the coach often says "done" for a counted habit
 * (done counts as meeting the target) or gives a count for a yes/no one (above 0 counts as done).
 */
export function buildHabitLogValues(habit: THabitForLog, input: THabitLogInput): THabitLogValues {
  const values =
    habit.type === 'boolean'
      ? { value_number: null, value_boolean: input.value_boolean ?? (input.value_number ?? 0) > 0 }
      : {
          value_number: input.value_number ?? readDoneAsNumber(habit, input.value_boolean),
          value_boolean: null,
        };
  return {
    ...values,
    time_tracked_seconds: Math.round(input.time_tracked_seconds ?? 0),
    is_complete: computeIsComplete({ type: habit.type, ...values }),
  };
}

/**
 * How far a day's log got toward the habit, from 0 to 1, for progress rings and the strength score.
 * Numeric habits with a target are measured against it; anything else is all or nothing.
 */
export function computeProgress(
  habit: THabitForLog,
  log: Pick<THabitLogInput, 'value_boolean' | 'value_number'> | null | undefined,
): number {
  if (!log) return 0;
  const target = habit.target ?? 0;
  if (habit.type === 'number' && target > 0) {
    return Math.min(Math.max((log.value_number ?? 0) / target, 0), 1);
  }
  return computeIsComplete({ type: habit.type, ...log }) ? 1 : 0;
}

function readDoneAsNumber(habit: THabitForLog, done: boolean | null | undefined): number {
  if (done !== true) return 0;
  return habit.target && habit.target > 0 ? habit.target : 1;
}

type TLogOfHabit = Parameters<typeof computeProgress>[1];

/**
 * Whether a day's log meets the habit in full (its ring closed): a count below its target is on its
 * way, not met, even though it keeps the streak (computeIsComplete).
 */
export function isHabitMet(habit: THabitForLog, log: TLogOfHabit): boolean {
  return computeProgress(habit, log) >= 1;
}
