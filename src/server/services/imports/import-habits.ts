import { randomUUID } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { diffDays } from '../../../domain/dates/date-key';
import type { TExportRows, TImportedTableName } from '../../../domain/export/export-format';
import type { TImportFormat } from '../../../domain/imports/import-source';
import type { TImportPlan, TImportResult } from '../../../domain/imports/imports-api';
import { planImport, type TImportWork } from '../../../domain/imports/plan-import';
import { emptyRows } from '../../../domain/imports/source-rows';
import type { Database } from '../../db/client';
import { habits, userPreferences } from '../../db/schema';
import { exportTables } from '../export/export-tables';
import { readOwnedRows } from '../export/read-owned-rows';
import { presentHabit, type THabitDto } from '../habits/present-habit';

type TTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What an import reads: the file's rows (Compound's own, or another app's turned into them). */
export type TImportRows = { format: TImportFormat; rows: TExportRows; skipped: TImportPlan['skipped'] };

const rowsPerInsert = 2_000;

/** The account's rows of every table an import writes, read as the export reads them. */
async function readExisting(db: Database | TTransaction, userId: string): Promise<TExportRows> {
  const existing = emptyRows();
  for (const exportTable of exportTables) {
    if (!(exportTable.name in existing)) continue;
    const rows = existing[exportTable.name as TImportedTableName] as unknown[];
    for await (const page of readOwnedRows(db as Database, userId, exportTable)) rows.push(...page.rows);
  }
  return existing;
}

async function workOut(db: Database | TTransaction, userId: string, file: TImportRows) {
  return planImport(file.rows, await readExisting(db, userId), userId, randomUUID);
}

const countDays = (rows: TExportRows['habit_pauses']) =>
  rows.reduce((sum, row) => sum + diffDays(row.end_date ?? row.start_date, row.start_date) + 1, 0);

/** The plan as the page shows it. The import answers the same counts, from the same work. */
function summarize(file: TImportRows, work: TImportWork): TImportPlan {
  return {
    format: file.format,
    habits: work.habits.map(({ row: _row, ...habit }) => habit),
    logs: file.rows.habit_logs.length,
    new_logs: work.habits.reduce((sum, habit) => sum + habit.new_logs, 0),
    paused_days: countDays(file.rows.habit_pauses.filter((row) => row.habit_id !== null)),
    tables: work.tables,
    preferences_changed: work.preferences !== null,
    skipped: [...file.skipped, ...work.skipped],
  };
}

export async function planImportOf(db: Database, userId: string, file: TImportRows): Promise<TImportPlan> {
  return summarize(file, await workOut(db, userId, file));
}

const tablesByName = new Map(exportTables.map((table) => [table.name, table.table]));

/** A row of the export (snake_case, timestamps as text) as the values drizzle writes. */
function toValues(table: PgTable, row: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).flatMap(([key, column]) => {
      const value = row[column.name];
      if (value === undefined || (key === 'createdAt' && value === null)) return [];
      return [
        [key, column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value],
      ];
    }),
  );
}

async function writeRows(tx: TTransaction, name: TImportedTableName, rows: Record<string, unknown>[]) {
  const table = tablesByName.get(name) as PgTable;
  const created: (typeof habits.$inferSelect)[] = [];
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const values = rows.slice(start, start + rowsPerInsert).map((row) => toValues(table, row));
    if (name === 'habits')
      created.push(
        ...(await tx
          .insert(habits)
          .values(values as never)
          .returning()),
      );
    else await tx.insert(table).values(values as never);
  }
  return created;
}

/**
 * Writes the import in one transaction, exactly as planned: the plan is worked out again inside it, from
 * the account as it is then, and every row of it is written. A second import of the same file finds
 * everything there and writes nothing.
 */
export async function applyImport(
  db: Database,
  userId: string,
  file: TImportRows,
): Promise<{ result: TImportResult; createdHabits: THabitDto[] }> {
  return db.transaction(async (tx) => {
    const work = await workOut(tx, userId, file);
    const created: THabitDto[] = [];
    for (const { table, rows } of work.inserts) {
      created.push(...(await writeRows(tx, table, rows)).map(presentHabit));
    }
    if (work.preferences) {
      const values = toValues(userPreferences, { ...work.preferences, user_id: userId });
      await tx
        .insert(userPreferences)
        .values(values as never)
        .onConflictDoUpdate({
          target: userPreferences.userId,
          set: values,
        });
    }
    const plan = summarize(file, work);
    const result: TImportResult = {
      created_habits: plan.habits.filter((habit) => habit.action === 'create').length,
      merged_habits: plan.habits.filter((habit) => habit.action === 'merge').length,
      logs_added: plan.new_logs,
      pauses_added: work.tables.find((table) => table.name === 'habit_pauses')?.new_rows ?? 0,
      tables: plan.tables,
      preferences_changed: plan.preferences_changed,
    };
    return { result, createdHabits: created };
  });
}
