import { eq, sql } from 'drizzle-orm';
import { computeWeeklyHours, type TScheduleEntry } from '../../../domain/goals/compute-weekly-hours';
import type { Database } from '../../db/client';
import { goals, userPreferences } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { pickGoalMetadata, setGoalMetadataSql, type TGoalMetadataDto } from './goal-metadata';
import { goalNotFound } from './goal-not-found';

export type TGoalMetadataInput = {
  schedule?: TScheduleEntry[];
  plan?: Record<string, unknown>;
  accountability?: Record<string, unknown>;
};

/**
 * Sets a goal's schedule, plan or accountability in the preferences metadata. A schedule also sets the
 * goal's weekly hours, computed from it (spec 4), so the two never disagree.
 */
export async function setGoalMetadata(
  db: Database,
  userId: string,
  goalId: string,
  input: TGoalMetadataInput,
): Promise<TGoalMetadataDto> {
  const goal = await findOwnedId(db, goals, userId, goalId, goalNotFound);
  const values = {
    ...input,
    ...(input.schedule !== undefined && { weekly_hours: computeWeeklyHours(input.schedule) }),
  };
  const row = await db.transaction(async (tx) => {
    await tx.insert(userPreferences).values({ userId }).onConflictDoNothing();
    const [updated] = await tx
      .update(userPreferences)
      .set({ metadata: setGoalMetadataSql(goal, values), updatedAt: sql`now()` })
      .where(eq(userPreferences.userId, userId))
      .returning({ metadata: userPreferences.metadata });
    await publishChange(tx, userId, 'preferences');
    return updated;
  });
  if (!row) throw new Error(`No preferences row for ${userId} after saving it`);
  return pickGoalMetadata(row.metadata, goal);
}
