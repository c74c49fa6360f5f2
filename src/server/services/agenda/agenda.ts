import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { addDays, isDateKey } from '../../../domain/dates/date-key';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import { zonedTimeToInstant } from '../../../domain/dates/zoned-time-to-instant';
import { readClockMinutes } from '../../../domain/focus/agenda';
import type { Database } from '../../db/client';
import { focusSessions } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { isUuid } from '../habits/is-uuid';
import { loadUserClock } from '../load-user-today';
import { invalidInput, ServiceError } from '../service-error';

export type TAgendaBlockDto = {
  id: string;
  title: string;
  starts_at: string;
  minutes: number;
  /** The block was run as a focus session (its time and minutes are then what was focused). */
  focused: boolean;
};

function presentBlock(row: typeof focusSessions.$inferSelect): TAgendaBlockDto {
  return {
    id: row.id,
    title: row.title ?? '',
    starts_at: row.startedAt.toISOString(),
    minutes: row.minutes,
    focused: !row.planned,
  };
}

const lastDateKey = '9999-12-31';

const blockNotFound = () => new ServiceError('not_found', 'Block not found or access denied');

/** Midnight to midnight of a calendar date in a time zone, as instants. */
function dayBounds(date: string, timeZone: string): { from: Date; to: Date | null } {
  const from = zonedTimeToInstant(date, 0, timeZone) ?? new Date(`${date}T00:00:00Z`);
  // 9999-12-31 has no next day (addDays refuses it): that day is then open-ended.
  const to = date === lastDateKey ? null : zonedTimeToInstant(addDays(date, 1), 0, timeZone);
  return { from, to };
}

/** The titled blocks (a planned day's) that start on the date in the user's time zone, by start. */
export async function listAgenda(db: Database, userId: string, date: string | undefined, now = new Date()) {
  const { today, timezone } = await loadUserClock(db, userId, now);
  const day = date ?? today;
  if (!isDateKey(day)) throw invalidInput([`Invalid date format: ${day}`]);
  const { from, to } = dayBounds(day, timezone);
  const rows = await db
    .select()
    .from(focusSessions)
    .where(
      and(
        eq(focusSessions.userId, userId),
        isNotNull(focusSessions.title),
        gte(focusSessions.startedAt, from),
        to === null ? undefined : lt(focusSessions.startedAt, to),
      ),
    )
    .orderBy(asc(focusSessions.startedAt));
  return { date: day, timezone, blocks: rows.map(presentBlock) };
}

export type TBlockChange = { start_time?: string; started_at?: Date; minutes?: number };

/**
 * Moves a block to another time of its own day (start_time, in the user's zone), or records what was
 * focused when it was run as a focus session (started_at and minutes).
 */
export async function changeBlock(db: Database, userId: string, blockId: string, change: TBlockChange) {
  if (!isUuid(blockId)) throw blockNotFound();
  const [block] = await db
    .select({ id: focusSessions.id, startedAt: focusSessions.startedAt })
    .from(focusSessions)
    .where(
      and(eq(focusSessions.id, blockId), eq(focusSessions.userId, userId), isNotNull(focusSessions.title)),
    );
  if (!block) throw blockNotFound();
  let startedAt = change.started_at;
  if (change.start_time !== undefined) {
    const { timezone } = await loadUserClock(db, userId);
    const minutes = readClockMinutes(change.start_time);
    const moved =
      minutes === null
        ? null
        : zonedTimeToInstant(todayInTimeZone(block.startedAt, timezone), minutes, timezone);
    if (!moved) throw invalidInput([`${change.start_time} does not exist on that day`]);
    startedAt = moved;
  }
  const [row] = await db
    .update(focusSessions)
    .set({
      ...(startedAt && { startedAt }),
      ...(change.minutes !== undefined && { minutes: change.minutes }),
      // Recording what was focused (not a mere move) makes the block a session that happened.
      ...((change.started_at !== undefined || change.minutes !== undefined) && { planned: false }),
    })
    .where(and(eq(focusSessions.id, block.id), eq(focusSessions.userId, userId)))
    .returning();
  if (!row) throw blockNotFound();
  await publishChange(db, userId, 'focus_sessions');
  return { block: presentBlock(row) };
}

export async function removeBlock(db: Database, userId: string, blockId: string): Promise<void> {
  if (!isUuid(blockId)) throw blockNotFound();
  const removed = await db
    .delete(focusSessions)
    .where(
      and(eq(focusSessions.id, blockId), eq(focusSessions.userId, userId), isNotNull(focusSessions.title)),
    )
    .returning({ id: focusSessions.id });
  if (removed.length === 0) throw blockNotFound();
  await publishChange(db, userId, 'focus_sessions');
}
