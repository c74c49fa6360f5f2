import type { Database } from '../../db/client';
import { goalProgressLogs, goals } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { goalNotFound } from './goal-not-found';
import { presentGoalProgressLog, type TGoalProgressLogDto } from './present-goal';

/** Adds a step (or, negative, a step back) towards a goal's target; recorded now unless told when. */
export async function logGoalProgress(
  db: Database,
  userId: string,
  goalId: string,
  input: { delta: number; recorded_at?: string },
): Promise<TGoalProgressLogDto> {
  const owned = await findOwnedId(db, goals, userId, goalId, goalNotFound);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(goalProgressLogs)
      .values({
        goalId: owned,
        userId,
        delta: input.delta,
        ...(input.recorded_at !== undefined && { recordedAt: new Date(input.recorded_at) }),
      })
      .returning();
    await publishChange(tx, userId, 'goals');
    return created;
  });
  if (!row) throw new Error('The progress log was not stored');
  return presentGoalProgressLog(row);
}
