import { z } from 'zod';
import { formatCalendarDate } from '../dates/day-titles';
import { formatTimeOfDay, parseLooseTime } from '../dates/parse-loose-time';
import { isPlainObject, pickFirstDefined, readTextField, ZOptionalDateKey } from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { defineAction } from './define-action';

export const scheduleSessionsWarnCount = 20;
export const noSessionsMessage = 'At least one session is required';
export const invalidSessionTimeMessage = 'Invalid time format for session';
export const invalidSessionDurationMessage = 'Invalid duration for session';
const sessionTitleMinLength = 2;
const previewedSessionCount = 3;

/** A time as parseLooseTime reads it, in minutes after midnight. */
const ZSessionTime = z.unknown().transform((value, context) => {
  const minutes = parseLooseTime(value);
  if (minutes !== null) return minutes;
  context.addIssue({ code: 'custom', message: invalidSessionTimeMessage });
  return z.NEVER;
});

/** One block of the day; it must end after it starts, on the same day. */
export const ZScheduleSession = z.preprocess(
  (value) => (isPlainObject(value) ? normalizeScheduleSession(value) : value),
  z
    .object(
      {
        title: readTextField({
          min: sessionTitleMinLength,
          tooShort: `Session title must be at least ${sessionTitleMinLength} characters`,
        }),
        start_time: ZSessionTime,
        end_time: ZSessionTime,
      },
      { error: 'Each session must be an object with a title, start_time and end_time' },
    )
    .refine((session) => session.end_time > session.start_time, { error: invalidSessionDurationMessage })
    .transform((session) => ({
      title: session.title,
      start_time: formatTimeOfDay(session.start_time),
      end_time: formatTimeOfDay(session.end_time),
    })),
);

/** The schedule_day payload once aliases are renamed by normalizeScheduleDay. */
export const ZScheduleDay = z.object({
  date: ZOptionalDateKey,
  sessions: z.array(ZScheduleSession, { error: noSessionsMessage }).min(1, { error: noSessionsMessage }),
});
export type TScheduleDay = z.infer<typeof ZScheduleDay>;

/** Times are 24-hour "HH:MM", whatever form the model wrote them in. */
export type TScheduleSession = { title: string; start_time: string; end_time: string };
export type TScheduleDayAction = { type: 'schedule_day'; date: string; sessions: TScheduleSession[] };
export type TScheduleDayContext = { today: string };

/** sessions ← blocks, items, schedule. */
export function normalizeScheduleDay(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    date: pickFirstDefined(payload, ['date']),
    sessions: pickFirstDefined(payload, ['sessions', 'blocks', 'items', 'schedule']),
  };
}

/** title ← name, label; start_time ← start, from; end_time ← end, to. */
export function normalizeScheduleSession(session: Record<string, unknown>): Record<string, unknown> {
  return {
    title: pickFirstDefined(session, ['title', 'name', 'label']),
    start_time: pickFirstDefined(session, ['start_time', 'start', 'from']),
    end_time: pickFirstDefined(session, ['end_time', 'end', 'to']),
  };
}

/** The user's today when no date is given; a warning for a crowded day. */
export function checkScheduleDay(
  { date, sessions }: TScheduleDay,
  context: TScheduleDayContext,
): TValidation<TScheduleDayAction> {
  return concludeValidation(
    { type: 'schedule_day', date: date ?? context.today, sessions },
    [],
    sessions.length > scheduleSessionsWarnCount
      ? [`${sessions.length} sessions is a lot for one day (more than ${scheduleSessionsWarnCount})`]
      : [],
  );
}

export function previewScheduleDay({ date, sessions }: TScheduleDayAction): string {
  const listed = sessions
    .slice(0, previewedSessionCount)
    .map((session) => `${session.title} ${session.start_time}–${session.end_time}`);
  const more = sessions.length - listed.length;
  const noun = sessions.length === 1 ? 'session' : 'sessions';
  return `Schedule ${sessions.length} ${noun} on ${formatCalendarDate(date)}: ${listed.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

export const scheduleDayAction = defineAction({
  normalize: normalizeScheduleDay,
  schema: ZScheduleDay,
  check: checkScheduleDay,
  preview: previewScheduleDay,
});

export function validateScheduleDay(input: unknown, context: TScheduleDayContext) {
  return scheduleDayAction.validate(input, context);
}
