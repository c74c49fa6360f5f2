import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { diffDays, isDateKey } from '../../../domain/dates/date-key';
import type { Database } from '../../db/client';
import { habitLogs } from '../../db/schema';
import { invalidInput } from '../service-error';
import { isUuid } from './is-uuid';
import { presentHabitLog, type THabitLogDto } from './present-habit-log';

export const maxLogRangeDays = 3_700;

/** The user's logs between two dates (inclusive), optionally of one habit. */
export async function listHabitLogs(
  db: Database,
  userId: string,
  query: { from: string; to: string; habit_id?: string },
): Promise<THabitLogDto[]> {
  for (const value of [query.from, query.to]) {
    if (!isDateKey(value)) throw invalidInput([`Invalid date format: ${value}`]);
  }
  const span = diffDays(query.to, query.from);
  if (span < 0) throw invalidInput(['from must not be after to']);
  if (span > maxLogRangeDays) throw invalidInput([`Ask for at most ${maxLogRangeDays} days at a time`]);
  if (query.habit_id !== undefined && !isUuid(query.habit_id)) return [];
  const rows = await db
    .select()
    .from(habitLogs)
    .where(
      and(
        eq(habitLogs.userId, userId),
        gte(habitLogs.date, query.from),
        lte(habitLogs.date, query.to),
        query.habit_id ? eq(habitLogs.habitId, query.habit_id) : undefined,
      ),
    )
    .orderBy(asc(habitLogs.date));
  return rows.map(presentHabitLog);
}
