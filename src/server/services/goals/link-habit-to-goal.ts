import { sql } from 'drizzle-orm';
import { linkWeightDefault } from '../../../domain/actions/link-fields';
import type { Database } from '../../db/client';
import { goals, habitGoalLinks, habits } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { habitNotFound } from '../habits/habit-not-found';
import { goalNotFound } from './goal-not-found';
import { presentGoalLink, type TGoalLinkDto } from './present-goal';

/** Links a habit to a goal, or changes the link's contribution (0 to 5, default 1): one row per pair. */
export async function linkHabitToGoal(
  db: Database,
  userId: string,
  goalId: string,
  habitId: string,
  { contribution = linkWeightDefault }: { contribution?: number },
): Promise<{ link: TGoalLinkDto; warnings: string[] }> {
  const goal = await findOwnedId(db, goals, userId, goalId, goalNotFound);
  const habit = await findOwnedId(db, habits, userId, habitId, habitNotFound);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(habitGoalLinks)
      .values({ goalId: goal, habitId: habit, userId, contribution })
      .onConflictDoUpdate({
        target: [habitGoalLinks.userId, habitGoalLinks.habitId, habitGoalLinks.goalId],
        set: { contribution: sql`excluded.contribution` },
      })
      .returning();
    await publishChange(tx, userId, 'goals');
    return saved;
  });
  if (!row) throw new Error('The link was not stored');
  return { link: presentGoalLink(row), warnings: [] };
}
