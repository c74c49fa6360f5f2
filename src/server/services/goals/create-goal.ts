import { count, eq } from 'drizzle-orm';
import { checkCreateGoal, type TCreateGoalRequest } from '../../../domain/actions/create-goal.action';
import type { Database } from '../../db/client';
import { goals } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { loadUserToday } from '../load-user-today';
import { invalidInput } from '../service-error';
import { presentGoal, type TGoalDto } from './present-goal';

/** Creates a goal read by the create_goal schema; warnings (past or far end date, many goals) come back with it. */
export async function createGoal(
  db: Database,
  userId: string,
  input: TCreateGoalRequest,
  now = new Date(),
): Promise<{ goal: TGoalDto; warnings: string[] }> {
  // Spec 5 warns "at 10 or more goals": every goal the user has counts, completed ones included.
  const [today, [all]] = await Promise.all([
    loadUserToday(db, userId, now),
    db.select({ count: count() }).from(goals).where(eq(goals.userId, userId)),
  ]);
  const verdict = checkCreateGoal(input, { today, goalCount: all?.count ?? 0 });
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);

  const { name, description, target_value, target_metric, unit, end_date } = verdict.value.goal;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(goals)
      .values({
        userId,
        name,
        description,
        targetValue: target_value,
        targetMetric: target_metric,
        unit,
        endDate: end_date,
        type: input.type,
        priority: input.priority ?? null,
        startDate: input.start_date === undefined ? today : input.start_date,
      })
      .returning();
    await publishChange(tx, userId, 'goals');
    return created;
  });
  if (!row) throw new Error('The goal was not stored');
  return { goal: presentGoal(row), warnings: verdict.warnings };
}
