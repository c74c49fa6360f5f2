import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goals, habitGoalLinks } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { isUuid } from '../habits/is-uuid';
import { linkNotFound } from '../link-not-found';
import { goalNotFound } from './goal-not-found';

export async function unlinkHabitFromGoal(
  db: Database,
  userId: string,
  goalId: string,
  habitId: string,
): Promise<void> {
  const goal = await findOwnedId(db, goals, userId, goalId, goalNotFound);
  if (!isUuid(habitId)) throw linkNotFound();
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(habitGoalLinks)
      .where(
        and(
          eq(habitGoalLinks.goalId, goal),
          eq(habitGoalLinks.habitId, habitId),
          eq(habitGoalLinks.userId, userId),
        ),
      )
      .returning({ habitId: habitGoalLinks.habitId });
    if (deleted.length === 0) throw linkNotFound();
    await publishChange(tx, userId, 'goals');
  });
}
