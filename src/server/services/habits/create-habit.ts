import { eq, sql } from 'drizzle-orm';
import { checkCreateHabit, type TCreateHabit } from '../../../domain/actions/create-habit.action';
import { dailySchedule } from '../../../domain/habits/habit-schedule';
import type { Database } from '../../db/client';
import { habits } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { invalidInput } from '../service-error';
import { emitWebhookEvent } from '../webhooks/webhook-subscriptions';
import { presentHabit, scheduleColumns, type THabitDto } from './present-habit';

/**
 * Creates a habit, read by the create_habit schema (the route's body or the coach's action), at the end of the
 * user's list; warnings (similar name, many new habits) come back with it.
 */
export async function createHabit(
  db: Database,
  userId: string,
  input: TCreateHabit,
  now = new Date(),
): Promise<{ habit: THabitDto; warnings: string[] }> {
  const existing = await db
    .select({ name: habits.name, created_at: habits.createdAt, sort_order: habits.sortOrder })
    .from(habits)
    .where(eq(habits.userId, userId));
  const verdict = checkCreateHabit(input, { existingHabits: existing, now });
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);

  const { habit } = verdict.value;
  const [row] = await db
    .insert(habits)
    .values({
      userId,
      name: habit.name,
      type: habit.type,
      target: habit.target,
      unit: habit.unit,
      ...scheduleColumns(habit.schedule ?? dailySchedule),
      sortOrder: sql`(select coalesce(max(${habits.sortOrder}), -1) + 1 from ${habits} where ${habits.userId} = ${userId})`,
    })
    .returning();
  if (!row) throw new Error('The habit was not stored');
  await publishChange(db, userId, 'habits');
  const created = presentHabit(row);
  await emitWebhookEvent(db, userId, 'habit.created', { habit: created });
  return { habit: created, warnings: verdict.warnings };
}
