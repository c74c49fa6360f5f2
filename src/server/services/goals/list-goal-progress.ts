import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goalProgressLogs, goals } from '../../db/schema';
import { findOwnedId } from '../find-owned-id';
import { goalNotFound } from './goal-not-found';
import { presentGoalProgressLog, type TGoalProgressLogDto } from './present-goal';

/** A goal's progress logs, oldest first (spec 7: ordered by recorded_at). */
export async function listGoalProgress(
  db: Database,
  userId: string,
  goalId: string,
): Promise<TGoalProgressLogDto[]> {
  const owned = await findOwnedId(db, goals, userId, goalId, goalNotFound);
  const rows = await db
    .select()
    .from(goalProgressLogs)
    .where(and(eq(goalProgressLogs.goalId, owned), eq(goalProgressLogs.userId, userId)))
    .orderBy(asc(goalProgressLogs.recordedAt), asc(goalProgressLogs.id));
  return rows.map(presentGoalProgressLog);
}
