import { and, eq } from 'drizzle-orm';
import { previewLogHabitDay } from '../../../domain/actions/log-habit.action';
import { previewAction, type TAction } from '../../../domain/actions/validate-action';
import type { Database } from '../../db/client';
import { habitLogs, habits } from '../../db/schema';

/**
 * The preview line of a proposal. A log on one habit names it and shows the day's value before and after
 * (issue 25: "Log Read on 2026-11-24 — 8" hid that 12 pages were about to become 8); anything else,
 * and a guest's proposal, uses the catalogue's own preview.
 */
export async function previewProposal(db: Database, userId: string | null, action: TAction): Promise<string> {
  if (action.type !== 'log_habit' || userId === null) return previewAction(action);
  const [habitRows, logRows] = await Promise.all([
    db
      .select({ name: habits.name, unit: habits.unit })
      .from(habits)
      .where(and(eq(habits.id, action.habit_id), eq(habits.userId, userId))),
    db
      .select({ valueNumber: habitLogs.valueNumber, valueBoolean: habitLogs.valueBoolean })
      .from(habitLogs)
      .where(
        and(
          eq(habitLogs.habitId, action.habit_id),
          eq(habitLogs.userId, userId),
          eq(habitLogs.date, action.date),
        ),
      ),
  ]);
  const habit = habitRows[0];
  if (!habit) return previewAction(action);
  const log = logRows[0];
  const before = log ? (log.valueNumber ?? log.valueBoolean ?? null) : null;
  return previewLogHabitDay(action, { habitName: habit.name, unit: habit.unit, before });
}
