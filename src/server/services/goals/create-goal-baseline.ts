import { validateCreateGoalBaseline } from '../../../domain/actions/create-goal-baseline.action';
import type { Database } from '../../db/client';
import { goalBaselines, goals } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { invalidInput } from '../service-error';
import { goalNotFound } from './goal-not-found';
import { presentGoalBaseline, type TGoalBaselineDto } from './present-goal';

/** Records where the user starts from on a goal's metric (create_goal_baseline rules). */
export async function createGoalBaseline(
  db: Database,
  userId: string,
  goalId: string,
  input: Record<string, unknown>,
): Promise<{ baseline: TGoalBaselineDto; warnings: string[] }> {
  const owned = await findOwnedId(db, goals, userId, goalId, goalNotFound);
  const verdict = validateCreateGoalBaseline({ ...input, goal_id: owned }, { ownedGoalIds: [owned] });
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const { metric, value, unit } = verdict.value;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(goalBaselines)
      .values({ goalId: owned, userId, metric, value, unit })
      .returning();
    await publishChange(tx, userId, 'goals');
    return created;
  });
  if (!row) throw new Error('The baseline was not stored');
  return { baseline: presentGoalBaseline(row), warnings: verdict.warnings };
}
