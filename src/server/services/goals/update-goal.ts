import { and, eq } from 'drizzle-orm';
import { checkUpdateGoal, type TUpdateGoalRequest } from '../../../domain/actions/update-goal.action';
import type { Database } from '../../db/client';
import { goals } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { invalidInput } from '../service-error';
import { emitWebhookEvent } from '../webhooks/webhook-subscriptions';
import { goalNotFound } from './goal-not-found';
import { presentGoal, type TGoalDto } from './present-goal';

/** Renames, retargets or re-dates one of the user's goals, or sets its status (completed included). */
export async function updateGoal(
  db: Database,
  userId: string,
  goalId: string,
  input: TUpdateGoalRequest,
): Promise<{ goal: TGoalDto; warnings: string[] }> {
  const owned = await findOwnedId(db, goals, userId, goalId, goalNotFound);
  const { type, priority, start_date, ...fields } = input;
  const verdict = checkUpdateGoal({ ...fields, goal_id: owned });
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);

  const { name, description, target_value, target_metric, unit, end_date, status } = verdict.value.changes;
  const changes = {
    name,
    description,
    targetValue: target_value,
    targetMetric: target_metric,
    unit,
    endDate: end_date,
    status,
    type,
    priority,
    startDate: start_date,
  };
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const row = await db.transaction(async (tx) => {
    if (Object.keys(set).length === 0) {
      const [unchanged] = await tx
        .select()
        .from(goals)
        .where(and(eq(goals.id, owned), eq(goals.userId, userId)));
      return unchanged;
    }
    const [updated] = await tx
      .update(goals)
      .set(set)
      .where(and(eq(goals.id, owned), eq(goals.userId, userId)))
      .returning();
    await publishChange(tx, userId, 'goals');
    return updated;
  });
  if (!row) throw goalNotFound();
  const goal = presentGoal(row);
  if (status === 'completed') await emitWebhookEvent(db, userId, 'goal.completed', { goal });
  return { goal, warnings: verdict.warnings };
}
