import { z } from 'zod';
import { diffDays } from '../dates/date-key';
import type { THabitLogInput } from '../habits/habit-log-value';
import { logAgeWarningDays, logsPerDayWarningCount, timeTrackedMaxSeconds } from '../habits/habit-rules';
import {
  isPlainObject,
  pickFirstDefined,
  readBooleanField,
  readBooleanLike,
  readNumberInRange,
  readNumberLike,
  ZOptionalDateKey,
} from './action-fields';
import {
  concludeValidation,
  invalidActionFormatMessage,
  readIssueMessages,
  rejectAction,
  type TActionModule,
  type TValidation,
} from './action-result';
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

export function validateLogHabit(input: unknown, context: TLogHabitContext): TValidation<TLogHabitAction> {
  if (!isPlainObject(input)) return rejectAction([invalidActionFormatMessage]);
  const fields = normalizeLogHabit(input);
  const ownershipErrors = checkHabitOwnership(fields.habit_id, context.ownedHabitIds);
  const parsed = ZLogHabit.safeParse(fields);
  if (!parsed.success) return rejectAction([...ownershipErrors, ...readIssueMessages(parsed.error)]);

  const { habit_id, value_number, value_boolean, time_tracked_seconds } = parsed.data;
  const date = parsed.data.date ?? context.today;
  const earlierLogs = date === context.today ? (context.logsToday?.[habit_id] ?? 0) : 0;
  return concludeValidation(
    { type: 'log_habit', habit_id, date, value_number, value_boolean, time_tracked_seconds },
    [...ownershipErrors, ...(date > context.today ? [futureLogMessage] : [])],
    [
      ...(diffDays(context.today, date) > logAgeWarningDays
        ? [`This log is more than ${logAgeWarningDays} days old`]
        : []),
      ...repeatedLogWarnings(earlierLogs + 1, date),
    ],
  );
}

/**
 * Spec 5, log_habit: "warning at 5 or more logs for the same habit in a day". A day has one log row
 * per habit, so its logs are the times that row was saved, this save included.
 */
export function repeatedLogWarnings(logsOfDay: number, date: string): string[] {
  return logsOfDay >= logsPerDayWarningCount
    ? [`This habit is logged ${logsOfDay} times on ${date}, counting this one`]
    : [];
}

export function previewLogHabit(action: TLogHabitAction): string {
  const parts = [
    action.value_number != null && String(action.value_number),
    action.value_boolean != null && (action.value_boolean ? 'done' : 'not done'),
    action.time_tracked_seconds != null && `${formatDuration(action.time_tracked_seconds)} tracked`,
  ].filter((part) => part !== false);
  return `Log habit on ${action.date}${parts.length > 0 ? ` — ${parts.join(', ')}` : ''}`;
}

export const logHabitAction: TActionModule<TLogHabitContext, TLogHabitAction> = {
  validate: validateLogHabit,
  preview: previewLogHabit,
};

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
    return `Log ${day.habitName} on ${action.date}${tracked.replace(/^, /, ' — ')}`;
  return `Log ${day.habitName} on ${action.date}: ${formatLogValue(day.before, day.unit)} → ${formatLogValue(after, day.unit)}${tracked}`;
}
