import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';
import { presentPreferences, type TPreferencesDto } from './present-preferences';

/**
 * The user's preferences. Sign-up creates the row, but an account made before that (or by another
 * path) gets one with the defaults on first read.
 */
export async function loadPreferences(db: Database, userId: string): Promise<TPreferencesDto> {
  const [existing] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (existing) return presentPreferences(existing);
  await db.insert(userPreferences).values({ userId }).onConflictDoNothing();
  const [created] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!created) throw new Error(`No preferences row for ${userId} after creating it`);
  return presentPreferences(created);
}
