import { z } from 'zod';
import { diffDays } from '../dates/date-key';
import { formatCalendarDate } from '../dates/day-titles';
import type { THabitLogInput } from '../habits/habit-log-value';
import { logAgeWarningDays, logsPerDayWarningCount, timeTrackedMaxSeconds } from '../habits/habit-rules';
import {
  pickFirstDefined,
  readBooleanField,
  readBooleanLike,
  readNumberInRange,
  readNumberLike,
  ZOptionalDateKey,
} from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';
import { formatDuration } from './format-duration';
import { checkHabitOwnership, pickHabitId, ZHabitId } from './habit-fields';

export const futureLogMessage = 'Cannot log habit completion for future dates';
export const timeTrackedMessage = 'Time tracked must be between 0 and 24 hours';

/** The log_habit payload once aliases are renamed by normalizeLogHabit. */
export const ZLogHabit = z.object({
  habit_id: ZHabitId,
  date: ZOptionalDateKey,
  value_number: readNumberLike(z.number({ error: 'Log value must be a number' })).nullish(),
  value_boolean: readBooleanField('Completed must be true or false').nullish(),
  time_tracked_seconds: readNumberInRange(0, timeTrackedMaxSeconds, timeTrackedMessage)
    // habit_logs keeps whole seconds.
    .transform((seconds) => Math.round(seconds))
    .nullish(),
});
export type TLogHabit = z.infer<typeof ZLogHabit>;

/** Ready for buildHabitLogValues, which turns it into the stored row once the habit's type is known. */
export type TLogHabitAction = { type: 'log_habit'; habit_id: string; date: string } & THabitLogInput;
export type TLogHabitContext = {
  ownedHabitIds: readonly string[];
  /** The user's local date in their time zone: "future" and "old" are judged from it. */
  today: string;
  /** How many times each habit's log of `today` was saved so far, by habit id (none: no warning). */
  logsToday?: Readonly<Record<string, number>>;
};

/** `value` goes to value_boolean when it reads as true or false, else to value_number; `completed` is value_boolean. */
export function normalizeLogHabit(payload: Record<string, unknown>): Record<string, unknown> {
  const value = pickFirstDefined(payload, ['value']);
  const valueAsBoolean = readBooleanLike(value);
  return {
    habit_id: pickHabitId(payload),
    date: pickFirstDefined(payload, ['date']),
    value_number:
      pickFirstDefined(payload, ['value_number']) ?? (valueAsBoolean === undefined ? value : undefined),
    value_boolean: pickFirstDefined(payload, ['value_boolean', 'completed']) ?? valueAsBoolean,
    time_tracked_seconds: pickFirstDefined(payload, ['time_tracked_seconds']),
  };
}

/** The rules that need the user's day: no future log; warnings for an old log and a day saved many times. */
export function checkLogHabit(
  { habit_id, value_number, value_boolean, time_tracked_seconds, date: sentDate }: TLogHabit,
  context: TLogHabitContext,
): TValidation<TLogHabitAction> {
  const date = sentDate ?? context.today;
  const earlierLogs = date === context.today ? (context.logsToday?.[habit_id] ?? 0) : 0;
  return concludeValidation(
    { type: 'log_habit', habit_id, date, value_number, value_boolean, time_tracked_seconds },
    date > context.today ? [futureLogMessage] : [],
    [
      ...(diffDays(context.today, date) > logAgeWarningDays
        ? [`This log is more than ${logAgeWarningDays} days old`]
        : []),
      ...repeatedLogWarnings(earlierLogs + 1, date),
    ],
  );
}

export function validateLogHabit(input: unknown, context: TLogHabitContext) {
  return logHabitAction.validate(input, context);
}

/**
 * Spec 5, log_habit: "warning at 5 or more logs for the same habit in a day". A day has one log row
 * per habit, so its logs are the times that row was saved, this save included.
 */
export function repeatedLogWarnings(logsOfDay: number, date: string): string[] {
  return logsOfDay >= logsPerDayWarningCount
    ? [`This habit is logged ${logsOfDay} times on ${formatCalendarDate(date)}, counting this one`]
    : [];
}

export function previewLogHabit(action: TLogHabitAction): string {
  const parts = [
    action.value_number != null && String(action.value_number),
    action.value_boolean != null && (action.value_boolean ? 'done' : 'not done'),
    action.time_tracked_seconds != null && `${formatDuration(action.time_tracked_seconds)} tracked`,
  ].filter((part) => part !== false);
  return `Log habit on ${formatCalendarDate(action.date)}${parts.length > 0 ? ` — ${parts.join(', ')}` : ''}`;
}

export const logHabitAction = defineAction({
  normalize: normalizeLogHabit,
  schema: ZLogHabit,
  owned: (fields, context: TLogHabitContext) => checkHabitOwnership(fields.habit_id, context.ownedHabitIds),
  check: checkLogHabit,
  preview: previewLogHabit,
});

/**
 * PUT /api/habit-logs: the log_habit payload, plus add_time_tracked_seconds, which adds to the day's tracked
 * time instead of setting it (a stopped timer).
 */
export const ZSaveHabitLogRequest = actionRequestBody(
  (payload) => ({
    ...normalizeLogHabit(payload),
    add_time_tracked_seconds: pickFirstDefined(payload, ['add_time_tracked_seconds']),
  }),
  ZLogHabit.extend({ add_time_tracked_seconds: ZLogHabit.shape.time_tracked_seconds }).refine(
    (log) => log.add_time_tracked_seconds == null || log.time_tracked_seconds == null,
    { error: 'Send time_tracked_seconds or add_time_tracked_seconds, not both' },
  ),
);
export type TSaveHabitLogRequest = z.output<typeof ZSaveHabitLogRequest>;

/** The habit a proposed log is for, and what its day holds now: what the coach's preview line names. */
export type TLogHabitDay = { habitName: string; unit: string | null; before: number | boolean | null };

function formatLogValue(value: number | boolean | null | undefined, unit: string | null): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'boolean') return value ? 'done' : 'not done';
  return unit ? `${value} ${unit}` : String(value);
}

/**
 * "Log Read on 2026-11-24: 12 pages → 20 pages": the preview of a proposed log names the habit and shows
 * the day's value before and after, so a log that would overwrite the day is seen before it is confirmed.
 */
export function previewLogHabitDay(action: TLogHabitAction, day: TLogHabitDay): string {
  const after = action.value_number ?? action.value_boolean;
  const tracked =
    action.time_tracked_seconds != null ? `, ${formatDuration(action.time_tracked_seconds)} tracked` : '';
  if (after === null || after === undefined)
    return `Log ${day.habitName} on ${formatCalendarDate(action.date)}${tracked.replace(/^, /, ' — ')}`;
  return `Log ${day.habitName} on ${formatCalendarDate(action.date)}: ${formatLogValue(day.before, day.unit)} → ${formatLogValue(after, day.unit)}${tracked}`;
}
