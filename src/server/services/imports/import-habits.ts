import { and, eq, inArray, sql } from 'drizzle-orm';
import { diffDays } from '../../../domain/dates/date-key';
import { buildHabitLogValues } from '../../../domain/habits/habit-log-value';
import { dailySchedule } from '../../../domain/habits/habit-schedule';
import type { TPauseRange } from '../../../domain/habits/pause-ranges';
import type { TImportedHabit, TImportSource } from '../../../domain/imports/import-source';
import type { TImportPlan, TImportResult } from '../../../domain/imports/imports-api';
import type { Database } from '../../db/client';
import { habitLogs, habitPauses, habits } from '../../db/schema';
import { scheduleColumns } from '../habits/present-habit';

type TTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type TExisting = { id: string; type: 'boolean' | 'number'; target: number | null };

const rowsPerInsert = 2_000;
const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/** The user's habits by name, and which of their days already have a log. */
async function readExisting(db: Database | TTransaction, userId: string, source: TImportSource) {
  const names = [...new Set(source.habits.map((habit) => nameKey(habit.name)))];
  const rows = names.length
    ? await db
        .select({ id: habits.id, name: habits.name, type: habits.type, target: habits.target })
        .from(habits)
        .where(and(eq(habits.userId, userId), inArray(sql`lower(trim(${habits.name}))`, names)))
    : [];
  const byName = new Map<string, TExisting>(rows.map((row) => [nameKey(row.name), row]));
  const ids = rows.map((row) => row.id);
  const logged = ids.length
    ? await db
        .select({ habitId: habitLogs.habitId, date: habitLogs.date })
        .from(habitLogs)
        .where(and(eq(habitLogs.userId, userId), inArray(habitLogs.habitId, ids)))
    : [];
  const loggedDays = new Set(logged.map((row) => `${row.habitId}|${row.date}`));
  const paused = ids.length
    ? await db
        .select({ habitId: habitPauses.habitId, start: habitPauses.startDate, end: habitPauses.endDate })
        .from(habitPauses)
        .where(and(eq(habitPauses.userId, userId), inArray(habitPauses.habitId, ids)))
    : [];
  const pausedRanges = new Set(paused.map((row) => pauseKey(row.habitId ?? '', row)));
  return { byName, loggedDays, pausedRanges };
}

const pauseKey = (habitId: string, range: { start: string; end: string | null }) =>
  `${habitId}|${range.start}|${range.end ?? ''}`;

const countDays = (ranges: readonly TPauseRange[]) =>
  ranges.reduce((sum, range) => sum + diffDays(range.end ?? range.start, range.start) + 1, 0);

/** What an import would do: habits to create or merge into, and how many of their logs are new. */
export async function planImport(db: Database, userId: string, source: TImportSource): Promise<TImportPlan> {
  const { byName, loggedDays } = await readExisting(db, userId, source);
  const planned = source.habits.map((habit) => {
    const existing = byName.get(nameKey(habit.name));
    const newLogs = existing
      ? habit.logs.filter((log) => !loggedDays.has(`${existing.id}|${log.date}`)).length
      : habit.logs.length;
    return {
      name: habit.name,
      type: existing?.type ?? habit.type,
      target: habit.target,
      unit: habit.unit,
      archived: habit.archived,
      action: existing ? ('merge' as const) : ('create' as const),
      logs: habit.logs.length,
      new_logs: newLogs,
    };
  });
  return {
    format: source.format,
    habits: planned,
    logs: planned.reduce((sum, habit) => sum + habit.logs, 0),
    new_logs: planned.reduce((sum, habit) => sum + habit.new_logs, 0),
    paused_days: source.habits.reduce((sum, habit) => sum + countDays(habit.pauses ?? []), 0),
    skipped: source.skipped,
  };
}

function logRows(userId: string, habit: TExisting, imported: TImportedHabit) {
  return imported.logs.map((log) => {
    const values = buildHabitLogValues(
      habit,
      log.value === true ? { value_boolean: true } : { value_number: log.value },
    );
    return {
      userId,
      habitId: habit.id,
      date: log.date,
      valueNumber: values.value_number,
      valueBoolean: values.value_boolean,
      isComplete: values.is_complete,
    };
  });
}

/**
 * Writes the import in one transaction: new habits after the user's last one, and every log of a day
 * not already logged (a day you logged in Compound keeps your value). Importing the same file again
 * finds every habit by name and every day logged, so it changes nothing.
 */
export async function applyImport(
  db: Database,
  userId: string,
  source: TImportSource,
): Promise<TImportResult> {
  return db.transaction(async (tx) => {
    const { byName, pausedRanges } = await readExisting(tx, userId, source);
    let created = 0;
    let logsAdded = 0;
    const rows = [];
    const pauses = [];
    for (const imported of source.habits) {
      let habit = byName.get(nameKey(imported.name));
      if (!habit) {
        const [row] = await tx
          .insert(habits)
          .values({
            userId,
            name: imported.name,
            type: imported.type,
            target: imported.type === 'number' ? imported.target : null,
            unit: imported.type === 'number' ? imported.unit : null,
            active: !imported.archived,
            ...scheduleColumns(imported.schedule ?? dailySchedule),
            sortOrder: sql`(select coalesce(max(${habits.sortOrder}), -1) + 1 from ${habits} where ${habits.userId} = ${userId})`,
          })
          .returning({ id: habits.id, type: habits.type, target: habits.target });
        if (!row) throw new Error('The habit was not created');
        habit = row;
        byName.set(nameKey(imported.name), row);
        created += 1;
      }
      rows.push(...logRows(userId, habit, imported));
      const habitId = habit.id;
      const fresh = (imported.pauses ?? []).filter((range) => !pausedRanges.has(pauseKey(habitId, range)));
      pauses.push(...fresh.map((range) => ({ userId, habitId, startDate: range.start, endDate: range.end })));
    }
    for (let start = 0; start < pauses.length; start += rowsPerInsert) {
      await tx.insert(habitPauses).values(pauses.slice(start, start + rowsPerInsert));
    }
    for (let start = 0; start < rows.length; start += rowsPerInsert) {
      const inserted = await tx
        .insert(habitLogs)
        .values(rows.slice(start, start + rowsPerInsert))
        .onConflictDoNothing({ target: [habitLogs.userId, habitLogs.habitId, habitLogs.date] })
        .returning({ id: habitLogs.id });
      logsAdded += inserted.length;
    }
    return {
      created_habits: created,
      merged_habits: source.habits.length - created,
      logs_added: logsAdded,
      pauses_added: pauses.length,
    };
  });
}
