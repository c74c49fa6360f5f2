import { and, eq } from 'drizzle-orm';
import { checkUpdateHabit, type THabitChanges } from '../../../domain/actions/update-habit.action';
import type { Database } from '../../db/client';
import { habits } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { loadUserToday } from '../load-user-today';
import { invalidInput } from '../service-error';
import { habitNotFound } from './habit-not-found';
import { changePause } from './habit-pauses';
import { isUuid } from './is-uuid';
import { presentHabit, scheduleColumns, type THabitDto } from './present-habit';

/** Renames, retargets, archives (active: false) or moves one of the user's habits; the changes come read by the update_habit schema. */
export async function updateHabit(
  db: Database,
  userId: string,
  habitId: string,
  input: THabitChanges,
): Promise<{ habit: THabitDto; warnings: string[] }> {
  if (!isUuid(habitId)) throw habitNotFound();
  const [owned] = await db
    .select({ id: habits.id })
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)));
  if (!owned) throw habitNotFound();
  const verdict = checkUpdateHabit({ ...input, habit_id: owned.id });
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);

  const { name, type, target, unit, active, sort_order, schedule, pause } = verdict.value.changes;
  const changes = {
    name,
    type,
    target,
    unit,
    active,
    sortOrder: sort_order,
    ...(schedule !== undefined ? scheduleColumns(schedule) : {}),
  };
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const [row] =
    Object.keys(set).length === 0
      ? await db
          .select()
          .from(habits)
          .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
      : await db
          .update(habits)
          .set(set)
          .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
          .returning();
  if (!row) throw habitNotFound();
  if (pause !== undefined) await changePause(db, userId, habitId, pause, await loadUserToday(db, userId));
  await publishChange(db, userId, 'habits');
  return { habit: presentHabit(row), warnings: verdict.warnings };
}
