import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { habits } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { habitNotFound } from './habit-not-found';
import { isUuid } from './is-uuid';

/** Puts the user's habits in the given order; every id must be one of theirs. */
export async function reorderHabits(db: Database, userId: string, orderedIds: string[]): Promise<void> {
  if (!orderedIds.every(isUuid)) throw habitNotFound();
  await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: habits.id })
      .from(habits)
      .where(and(eq(habits.userId, userId), inArray(habits.id, orderedIds)));
    if (owned.length !== new Set(orderedIds).size) throw habitNotFound();
    for (const [index, id] of orderedIds.entries()) {
      await tx
        .update(habits)
        .set({ sortOrder: index })
        .where(and(eq(habits.id, id), eq(habits.userId, userId)));
    }
    await publishChange(tx, userId, 'habits');
  });
}
