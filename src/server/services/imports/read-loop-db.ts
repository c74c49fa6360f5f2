import { createRequire } from 'node:module';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import {
  ImportFileError,
  SkipTally,
  settleHabit,
  type TImportSource,
} from '../../../domain/imports/import-source';
import { loopSkipValue, toLogs, toPauses } from '../../../domain/imports/read-loop-csv';

let sqlite: Promise<SqlJsStatic> | null = null;

/** sql.js (SQLite compiled to WebAssembly): no native build, loaded on the first .db import. */
function loadSqlite(): Promise<SqlJsStatic> {
  const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  sqlite ??= initSqlJs({ locateFile: () => wasm });
  return sqlite;
}

type THabitRecord = [
  number,
  string,
  number | null,
  number | null,
  number | null,
  string | null,
  number | null,
];

/**
 * Loop Habit Tracker's database backup (Settings → Export full backup): the Habits and Repetitions
 * tables. A repetition's timestamp is the day's UTC midnight in milliseconds; its value uses the CSV's
 * encoding (YES_MANUAL = 2…, numerical values ×1000). type 1 is a numerical habit.
 */
export async function readLoopDb(bytes: Uint8Array): Promise<TImportSource> {
  const SQL = await loadSqlite();
  let db: InstanceType<SqlJsStatic['Database']>;
  try {
    db = new SQL.Database(bytes);
    db.exec('select 1 from Habits limit 1; select 1 from Repetitions limit 1');
  } catch {
    throw new ImportFileError(
      'This SQLite file has no Loop Habits and Repetitions tables: is it a Loop backup?',
    );
  }
  try {
    const skipped = new SkipTally();
    const habitRows = (db.exec(
      'select id, name, type, target_value, archived, unit, position from Habits order by position',
    )[0]?.values ?? []) as THabitRecord[];
    const statement = db.prepare(
      'select timestamp, value from Repetitions where habit = ? order by timestamp',
    );
    const habits = habitRows.map(([id, name, type, target, archived, unit]) => {
      const entries: { date: string; value: number }[] = [];
      statement.bind([id]);
      while (statement.step()) {
        const [timestamp, value] = statement.get() as [number, number];
        entries.push({ date: new Date(timestamp).toISOString().slice(0, 10), value });
      }
      statement.reset();
      const numerical = type === 1 || (type === null && entries.some(({ value }) => value > loopSkipValue));
      const habitType = numerical ? ('number' as const) : ('boolean' as const);
      return settleHabit(
        {
          name: name ?? '',
          type: habitType,
          target: numerical ? target : null,
          unit: numerical ? unit : null,
          archived: archived === 1,
          logs: toLogs(habitType, entries, skipped),
          pauses: toPauses(habitType, entries),
        },
        skipped,
      );
    });
    statement.free();
    return { format: 'loop-db', habits, skipped: skipped.list() };
  } finally {
    db.close();
  }
}
