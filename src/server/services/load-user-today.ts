import { eq } from 'drizzle-orm';
import { todayInTimeZone } from '../../domain/dates/today-in-time-zone';
import type { Database } from '../db/client';
import { userPreferences } from '../db/schema';

/** The user's calendar date now, in the time zone of their preferences (UTC until they set one). */
export async function loadUserToday(db: Database, userId: string, now = new Date()): Promise<string> {
  const [row] = await db
    .select({ timezone: userPreferences.timezone })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return todayInTimeZone(now, row?.timezone ?? 'UTC');
}
