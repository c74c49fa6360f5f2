import type { TCreateGoalBaseline } from '../../../domain/actions/create-goal-baseline.action';
import type { Database } from '../../db/client';
import { goalBaselines, goals } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { goalNotFound } from './goal-not-found';
import { presentGoalBaseline, type TGoalBaselineDto } from './present-goal';

/** Records where the user starts from on a goal's metric (read by the create_goal_baseline schema). */
export async function createGoalBaseline(
  db: Database,
  userId: string,
  goalId: string,
  { metric, value, unit = null }: Omit<TCreateGoalBaseline, 'goal_id'>,
): Promise<{ baseline: TGoalBaselineDto; warnings: string[] }> {
  const owned = await findOwnedId(db, goals, userId, goalId, goalNotFound);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(goalBaselines)
      .values({ goalId: owned, userId, metric, value, unit })
      .returning();
    await publishChange(tx, userId, 'goals');
    return created;
  });
  if (!row) throw new Error('The baseline was not stored');
  return { baseline: presentGoalBaseline(row), warnings: [] };
}
