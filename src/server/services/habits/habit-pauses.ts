import { and, eq, isNull } from 'drizzle-orm';
import { applyPauseChange, type TPauseChange, type TPauseRange } from '../../../domain/habits/pause-ranges';
import type { Database } from '../../db/client';
import { habitPauses } from '../../db/schema';

export type TUserPauses = { byHabit: Map<string, TPauseRange[]>; vacation: TPauseRange[] };

/** Every pause of the user: each habit's own, and the account's vacation (habit_id null). */
export async function loadUserPauses(db: Database, userId: string): Promise<TUserPauses> {
  const rows = await db
    .select({ habitId: habitPauses.habitId, start: habitPauses.startDate, end: habitPauses.endDate })
    .from(habitPauses)
    .where(eq(habitPauses.userId, userId))
    .orderBy(habitPauses.startDate);
  const byHabit = new Map<string, TPauseRange[]>();
  const vacation: TPauseRange[] = [];
  for (const row of rows) {
    const range = { start: row.start, end: row.end };
    if (row.habitId === null) vacation.push(range);
    else byHabit.set(row.habitId, [...(byHabit.get(row.habitId) ?? []), range]);
  }
  return { byHabit, vacation };
}

/** The pauses that hold for one habit: its own and the account's vacation. */
export function pausesOfHabit(pauses: TUserPauses, habitId: string): TPauseRange[] {
  return [...(pauses.byHabit.get(habitId) ?? []), ...pauses.vacation];
}

/**
 * Pauses a habit (habitId) or the whole account (null), or resumes it (change null), as of the user's
 * today: the rows of that habit or of the vacation are replaced by applyPauseChange's, in one transaction.
 */
export async function changePause(
  db: Database,
  userId: string,
  habitId: string | null,
  change: TPauseChange,
  today: string,
): Promise<TPauseRange[]> {
  return db.transaction(async (tx) => {
    const owner = and(
      eq(habitPauses.userId, userId),
      habitId === null ? isNull(habitPauses.habitId) : eq(habitPauses.habitId, habitId),
    );
    const existing = await tx
      .select({ start: habitPauses.startDate, end: habitPauses.endDate })
      .from(habitPauses)
      .where(owner)
      .for('update');
    const ranges = applyPauseChange(existing, change, today);
    await tx.delete(habitPauses).where(owner);
    if (ranges.length > 0) {
      await tx
        .insert(habitPauses)
        .values(ranges.map((range) => ({ userId, habitId, startDate: range.start, endDate: range.end })));
    }
    return ranges;
  });
}
