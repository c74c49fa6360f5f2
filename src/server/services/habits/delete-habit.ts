import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { habits } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { habitNotFound } from './habit-not-found';
import { isUuid } from './is-uuid';

/** Deletes a habit with its logs, links and tracked time (foreign keys cascade). */
export async function deleteHabit(db: Database, userId: string, habitId: string): Promise<void> {
  if (!isUuid(habitId)) throw habitNotFound();
  const deleted = await db
    .delete(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .returning({ id: habits.id });
  if (deleted.length === 0) throw habitNotFound();
  await publishChange(db, userId, 'habits');
}
