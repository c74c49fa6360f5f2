import { z } from 'zod';
import { parseIsoDateTime } from '../dates/parse-iso-date-time';
import { formatFocusDuration } from '../focus/format-focus-duration';
import {
  checkOptionalOwnedId,
  formatInvalidDateMessage,
  isBlank,
  pickFirstDefined,
  readNumberInRange,
  readOptionalIdField,
} from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';
import { goalNotFoundMessage } from './goal-fields';
import { habitNotFoundMessage } from './habit-fields';

export const focusSessionMinutesMin = 1;
export const focusSessionMinutesMax = 480;
const focusSessionSecondsMax = focusSessionMinutesMax * 60;
export const focusSessionFutureLimitDays = 7;
const msPerDay = 86_400_000;
export const focusSessionTooFarAheadMessage = `Focus session cannot start more than ${focusSessionFutureLimitDays} days ahead`;

/** An ISO date-time or nothing (null and blank included, so that "now" applies). */
const ZOptionalDateTime = z.unknown().transform((value, context) => {
  if (isBlank(value)) return undefined;
  const date = parseIsoDateTime(value);
  if (date !== null) return date;
  context.addIssue({ code: 'custom', message: formatInvalidDateMessage(value) });
  return z.NEVER;
});

/** The create_focus_session payload once aliases are renamed by normalizeCreateFocusSession. */
export const ZCreateFocusSession = z.object({
  minutes: readNumberInRange(
    focusSessionMinutesMin,
    focusSessionMinutesMax,
    `Focus session must be between ${focusSessionMinutesMin} and ${focusSessionMinutesMax} minutes`,
  )
    // focus_sessions keeps whole minutes.
    .transform((minutes) => Math.round(minutes)),
  /**
   * The seconds a timed session lasted, kept as given (issue 35: 6 seconds is not "1 minute"); its
   * minutes are then those seconds rounded, 0 included, so that sums of minutes stay honest.
   */
  seconds: readNumberInRange(
    1,
    focusSessionSecondsMax,
    `Focus session must be between 1 and ${focusSessionSecondsMax} seconds`,
  )
    .nullish()
    .transform((seconds) => (seconds == null ? null : Math.round(seconds))),
  started_at: ZOptionalDateTime,
  goal_id: readOptionalIdField(goalNotFoundMessage),
  habit_id: readOptionalIdField(habitNotFoundMessage),
});
export type TCreateFocusSession = z.infer<typeof ZCreateFocusSession>;

export type TCreateFocusSessionAction = {
  type: 'create_focus_session';
  minutes: number;
  /** The seconds of a timed session; null when given in whole minutes. */
  seconds: number | null;
  /** An ISO instant (toISOString), so that the action stays plain JSON. */
  started_at: string;
  goal_id: string | null;
  habit_id: string | null;
};
export type TCreateFocusSessionContext = {
  ownedGoalIds: readonly string[];
  ownedHabitIds: readonly string[];
  now: Date;
};

/**
 * minutes ← duration, duration_minutes; started_at ← start, start_time, started. A timed session may give
 * only its seconds: its minutes are then read from them (at least 1, for the minutes' range check; the
 * stored minutes are the seconds rounded, see checkCreateFocusSession).
 */
export function normalizeCreateFocusSession(payload: Record<string, unknown>): Record<string, unknown> {
  const seconds = pickFirstDefined(payload, ['seconds', 'duration_seconds']);
  const minutes = pickFirstDefined(payload, ['minutes', 'duration', 'duration_minutes']);
  return {
    minutes: minutes === undefined && seconds != null ? readMinutesOfSeconds(seconds) : minutes,
    seconds,
    started_at: pickFirstDefined(payload, ['started_at', 'start', 'start_time', 'started']),
    goal_id: pickFirstDefined(payload, ['goal_id']),
    habit_id: pickFirstDefined(payload, ['habit_id']),
  };
}

/** Minutes that pass the minutes' range check for seconds that are a number; else the seconds' own error. */
function readMinutesOfSeconds(seconds: unknown): unknown {
  const value = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds;
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(1, value / 60) : 1;
}

/** Now when no start is given; a start more than focusSessionFutureLimitDays ahead is refused, any future one warns. */
export function checkCreateFocusSession(
  { minutes, seconds, goal_id, habit_id, started_at }: TCreateFocusSession,
  context: TCreateFocusSessionContext,
): TValidation<TCreateFocusSessionAction> {
  const startedAt = started_at ?? context.now;
  const msAhead = startedAt.getTime() - context.now.getTime();
  return concludeValidation(
    {
      type: 'create_focus_session',
      minutes: seconds === null ? minutes : Math.round(seconds / 60),
      seconds,
      started_at: startedAt.toISOString(),
      goal_id: goal_id ?? null,
      habit_id: habit_id ?? null,
    },
    msAhead > focusSessionFutureLimitDays * msPerDay ? [focusSessionTooFarAheadMessage] : [],
    msAhead > 0 ? ['Focus session starts in the future'] : [],
  );
}

export function validateCreateFocusSession(input: unknown, context: TCreateFocusSessionContext) {
  return createFocusSessionAction.validate(input, context);
}

export function previewCreateFocusSession({
  minutes,
  seconds,
  started_at,
}: TCreateFocusSessionAction): string {
  const length = seconds == null ? `${minutes}-minute` : formatFocusDuration({ minutes, seconds });
  return `Log a ${length} focus session starting ${started_at.slice(0, 16).replace('T', ' ')} UTC`;
}

export const createFocusSessionAction = defineAction({
  normalize: normalizeCreateFocusSession,
  schema: ZCreateFocusSession,
  owned: (fields, context: TCreateFocusSessionContext) => [
    ...checkOptionalOwnedId(fields.goal_id, context.ownedGoalIds, goalNotFoundMessage),
    ...checkOptionalOwnedId(fields.habit_id, context.ownedHabitIds, habitNotFoundMessage),
  ],
  check: checkCreateFocusSession,
  preview: previewCreateFocusSession,
});

/** POST /api/focus-sessions: the create_focus_session payload. */
export const ZCreateFocusSessionRequest = actionRequestBody(normalizeCreateFocusSession, ZCreateFocusSession);
