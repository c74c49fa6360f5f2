import {
  focusSessionMinutesMax,
  focusSessionMinutesMin,
} from '../../../domain/actions/create-focus-session.action';
import {
  invalidSessionDurationMessage,
  invalidSessionTimeMessage,
  type TScheduleDayAction,
  type TScheduleSession,
} from '../../../domain/actions/schedule-day.action';
import { parseLooseTime } from '../../../domain/dates/parse-loose-time';
import { zonedTimeToInstant } from '../../../domain/dates/zoned-time-to-instant';
import type { Database } from '../../db/client';
import { focusSessions } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { ServiceError } from '../service-error';

export const sessionFailedMessage = 'Failed to create session';
export const scheduleFailedMessage = 'Failed to schedule day';

export type TScheduleDayResult = {
  session_ids: string[];
  /** One entry per session that could not be scheduled: its title and why. */
  failures: { title: string; error: string }[];
};

/**
 * Turns each block of a planned day into a focus session (title, start in the user's time zone,
 * minutes = its length). A block fails alone, as spec 8 counts them; only when every block fails does
 * the whole day fail ('Failed to schedule day'). A block's length follows the focus-session rule
 * (1 to 480 minutes), and a start or end the clock skips that day (daylight saving) is not a time.
 */
export async function scheduleDay(
  db: Database,
  userId: string,
  { date, sessions }: Pick<TScheduleDayAction, 'date' | 'sessions'>,
  timeZone: string,
): Promise<TScheduleDayResult> {
  const result: TScheduleDayResult = { session_ids: [], failures: [] };
  for (const session of sessions) {
    const planned = planSession(date, session, timeZone);
    if ('error' in planned) {
      result.failures.push({ title: session.title, error: planned.error });
      continue;
    }
    try {
      // A savepoint each, so that a failed insert leaves the others and any surrounding transaction usable.
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(focusSessions)
          .values({
            userId,
            title: session.title,
            startedAt: planned.startedAt,
            minutes: planned.minutes,
            planned: true,
          })
          .returning({ id: focusSessions.id });
        return created;
      });
      if (!row) throw new Error('The session was not stored');
      result.session_ids.push(row.id);
    } catch {
      result.failures.push({ title: session.title, error: sessionFailedMessage });
    }
  }
  if (result.session_ids.length === 0) {
    throw new ServiceError('invalid', scheduleFailedMessage, {
      errors: result.failures.map((failure) => `${failure.title}: ${failure.error}`),
    });
  }
  await publishChange(db, userId, 'focus_sessions');
  return result;
}

function planSession(
  date: string,
  session: TScheduleSession,
  timeZone: string,
): { startedAt: Date; minutes: number } | { error: string } {
  const [startMinutes, endMinutes] = [parseLooseTime(session.start_time), parseLooseTime(session.end_time)];
  if (startMinutes === null || endMinutes === null) return { error: invalidSessionTimeMessage };
  const start = zonedTimeToInstant(date, startMinutes, timeZone);
  const end = zonedTimeToInstant(date, endMinutes, timeZone);
  if (!start || !end) return { error: invalidSessionTimeMessage };
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  if (minutes < focusSessionMinutesMin || minutes > focusSessionMinutesMax) {
    return { error: invalidSessionDurationMessage };
  }
  return { startedAt: start, minutes };
}
