import { sql } from 'drizzle-orm';
import {
  checkUpdateUserPreferences,
  type TUpdateUserPreferences,
} from '../../../domain/actions/update-user-preferences.action';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { invalidInput } from '../service-error';
import { loadPreferences } from './load-preferences';
import { presentPreferences, type TPreferencesDto } from './present-preferences';

/** Changes some of the user's preferences read by the update_user_preferences schema (one row per user). */
export async function updatePreferences(
  db: Database,
  userId: string,
  input: TUpdateUserPreferences,
): Promise<{ preferences: TPreferencesDto; warnings: string[] }> {
  const verdict = checkUpdateUserPreferences(input);
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const { timezone, week_start, units, motivation_style } = verdict.value.changes;
  const changes = { timezone, weekStart: week_start, units, motivationStyle: motivation_style };
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0)
    return { preferences: await loadPreferences(db, userId), warnings: verdict.warnings };

  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error(`No preferences row for ${userId} after saving it`);
  await publishChange(db, userId, 'preferences');
  return { preferences: presentPreferences(row), warnings: verdict.warnings };
}
