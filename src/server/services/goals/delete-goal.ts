import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goalBaselines, goalProgressLogs, goals, habitGoalLinks, userPreferences } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { isUuid } from '../habits/is-uuid';
import { removeGoalMetadataSql } from './goal-metadata';
import { goalNotFound } from './goal-not-found';

/**
 * Deletes a goal with everything of it (spec 4): links, baselines, progress logs, and its schedule,
 * weekly hours, plan and accountability in the preferences metadata, in one transaction, so that a
 * failure leaves the goal whole. The foreign keys would cascade the rows; deleting them by user id
 * as well keeps the rule visible here. Focus sessions keep their minutes, unlinked (set null).
 */
export async function deleteGoal(db: Database, userId: string, goalId: string): Promise<void> {
  if (!isUuid(goalId)) throw goalNotFound();
  await db.transaction(async (tx) => {
    const [goal] = await tx
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
      .for('update');
    if (!goal) throw goalNotFound();
    await tx
      .delete(habitGoalLinks)
      .where(and(eq(habitGoalLinks.goalId, goalId), eq(habitGoalLinks.userId, userId)));
    await tx
      .delete(goalBaselines)
      .where(and(eq(goalBaselines.goalId, goalId), eq(goalBaselines.userId, userId)));
    await tx
      .delete(goalProgressLogs)
      .where(and(eq(goalProgressLogs.goalId, goalId), eq(goalProgressLogs.userId, userId)));
    await tx.delete(goals).where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
    await tx
      .update(userPreferences)
      .set({ metadata: removeGoalMetadataSql(goalId), updatedAt: sql`now()` })
      .where(eq(userPreferences.userId, userId));
    await publishChange(tx, userId, 'goals');
    await publishChange(tx, userId, 'preferences');
  });
}
