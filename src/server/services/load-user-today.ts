import { eq } from 'drizzle-orm';
import { todayInTimeZone } from '../../domain/dates/today-in-time-zone';
import type { Database } from '../db/client';
import { userPreferences } from '../db/schema';

/** The user's time zone (UTC until they set one) and their calendar date in it now. */
export async function loadUserClock(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ today: string; timezone: string }> {
  const [row] = await db
    .select({ timezone: userPreferences.timezone })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const timezone = row?.timezone ?? 'UTC';
  return { today: todayInTimeZone(now, timezone), timezone };
}

/** The user's calendar date now, in the time zone of their preferences (UTC until they set one). */
export async function loadUserToday(db: Database, userId: string, now = new Date()): Promise<string> {
  return (await loadUserClock(db, userId, now)).today;
}
