import { sql } from 'drizzle-orm';
import { validateLinkHabitToGoal } from '../../../domain/actions/link-habit-to-goal.action';
import type { Database } from '../../db/client';
import { goals, habitGoalLinks, habits } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { habitNotFound } from '../habits/habit-not-found';
import { invalidInput } from '../service-error';
import { goalNotFound } from './goal-not-found';
import { presentGoalLink, type TGoalLinkDto } from './present-goal';

/** Links a habit to a goal, or changes the link's contribution (0 to 5, default 1): one row per pair. */
export async function linkHabitToGoal(
  db: Database,
  userId: string,
  goalId: string,
  habitId: string,
  input: Record<string, unknown>,
): Promise<{ link: TGoalLinkDto; warnings: string[] }> {
  const goal = await findOwnedId(db, goals, userId, goalId, goalNotFound);
  const habit = await findOwnedId(db, habits, userId, habitId, habitNotFound);
  const verdict = validateLinkHabitToGoal(
    { ...input, goal_id: goal, habit_id: habit },
    { ownedGoalIds: [goal], ownedHabitIds: [habit] },
  );
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(habitGoalLinks)
      .values({ goalId: goal, habitId: habit, userId, contribution: verdict.value.contribution })
      .onConflictDoUpdate({
        target: [habitGoalLinks.habitId, habitGoalLinks.goalId],
        set: { contribution: sql`excluded.contribution` },
      })
      .returning();
    await publishChange(tx, userId, 'goals');
    return saved;
  });
  if (!row) throw new Error('The link was not stored');
  return { link: presentGoalLink(row), warnings: verdict.warnings };
}
