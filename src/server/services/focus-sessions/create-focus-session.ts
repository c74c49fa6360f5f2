import {
  checkCreateFocusSession,
  type TCreateFocusSession,
} from '../../../domain/actions/create-focus-session.action';
import type { Database } from '../../db/client';
import { focusSessions, goals, habits } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { goalNotFound } from '../goals/goal-not-found';
import { habitNotFound } from '../habits/habit-not-found';
import { invalidInput } from '../service-error';
import { presentFocusSession, type TFocusSessionDto } from './present-focus-session';

/**
 * Records a focus session (read by the create_focus_session schema: 1 to 480 minutes, starting now by default,
 * never more than 7 days ahead), optionally for one of the user's goals or habits.
 */
export async function createFocusSession(
  db: Database,
  userId: string,
  input: TCreateFocusSession,
  now = new Date(),
): Promise<{ focus_session: TFocusSessionDto; warnings: string[] }> {
  const goalId =
    input.goal_id == null ? null : await findOwnedId(db, goals, userId, input.goal_id, goalNotFound);
  const habitId =
    input.habit_id == null ? null : await findOwnedId(db, habits, userId, input.habit_id, habitNotFound);
  const verdict = checkCreateFocusSession(
    { ...input, goal_id: goalId, habit_id: habitId },
    { ownedGoalIds: goalId ? [goalId] : [], ownedHabitIds: habitId ? [habitId] : [], now },
  );
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const session = verdict.value;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(focusSessions)
      .values({
        userId,
        goalId: session.goal_id,
        habitId: session.habit_id,
        minutes: session.minutes,
        seconds: session.seconds,
        startedAt: new Date(session.started_at),
      })
      .returning();
    await publishChange(tx, userId, 'focus_sessions');
    // The goals page shows the time focused on a goal.
    if (session.goal_id) await publishChange(tx, userId, 'goals');
    return created;
  });
  if (!row) throw new Error('The focus session was not stored');
  return { focus_session: presentFocusSession(row), warnings: verdict.warnings };
}
