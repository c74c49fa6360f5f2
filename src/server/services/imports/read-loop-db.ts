import { createRequire } from 'node:module';
import type { SqlJsStatic } from 'sql.js';
import {
  ImportFileError,
  SkipTally,
  settleHabit,
  type TImportSource,
} from '../../../domain/imports/import-source';
import { loopSchedule, loopSkipValue, toLogs, toPauses } from '../../../domain/imports/read-loop-csv';

let sqlite: Promise<SqlJsStatic> | null = null;

/** sql.js (SQLite compiled to WebAssembly): no native build, loaded on the first .db import. */
function loadSqlite(): Promise<SqlJsStatic> {
  const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  // sql.js loads at the first Loop import, not while the server starts (decision 0035).
  sqlite ??= import('sql.js').then(({ default: initSqlJs }) => initSqlJs({ locateFile: () => wasm }));
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
  number | null,
];

type TLoopDatabase = InstanceType<SqlJsStatic['Database']>;

/** The newest database version Loop has (its DATABASE_VERSION), and the oldest its migrations start from. */
const loopVersions = { oldest: 9, newest: 25 } as const;

/**
 * What Loop's own migrations (uhabits-core/src/jvmMain/resources/migrations/NN.sql) change in the two
 * tables read here, by the version that changes it. Loop runs every migration after the file's
 * user_version before it imports a backup; so does this, on the copy in memory. The other migrations
 * touch colours, reminders and derived tables (scores, streaks), which are not read.
 */
const loopMigrations: { version: number; sql: string }[] = [
  // 16: numerical habits; a repetition holds a value, YES_MANUAL (2) for the check-ins made before.
  {
    version: 16,
    sql: 'alter table Habits add column type integer not null default 0; alter table Repetitions add column value integer not null default 2',
  },
  // 18: a numerical habit's target and unit.
  {
    version: 18,
    sql: "alter table Habits add column target_type integer not null default 0; alter table Habits add column target_value real not null default 0; alter table Habits add column unit text not null default ''",
  },
  // 22: repetitions of no habit, without a day, or repeated on one day (the first is kept) are dropped.
  {
    version: 22,
    sql: 'delete from Repetitions where habit is null or timestamp is null or habit not in (select id from Habits); delete from Repetitions where rowid not in (select min(rowid) from Repetitions group by habit, timestamp)',
  },
];

function openLoopDatabase(SQL: SqlJsStatic, bytes: Uint8Array): TLoopDatabase {
  let db: TLoopDatabase;
  try {
    db = new SQL.Database(bytes);
    db.exec('select 1 from Habits limit 1; select 1 from Repetitions limit 1');
  } catch {
    throw new ImportFileError(
      'This SQLite file has no Loop Habits and Repetitions tables: is it a Loop backup?',
    );
  }
  const version = Number(db.exec('pragma user_version')[0]?.values[0]?.[0] ?? 0);
  if (version < loopVersions.oldest || version > loopVersions.newest) {
    db.close();
    throw new ImportFileError(
      `This Loop backup has database version ${version}; Compound reads versions ${loopVersions.oldest} to ${loopVersions.newest}.`,
    );
  }
  try {
    for (const migration of loopMigrations) if (migration.version > version) db.exec(migration.sql);
  } catch (error) {
    db.close();
    throw new ImportFileError(
      `This Loop backup (database version ${version}) cannot be brought up to date: ${(error as Error).message}.`,
    );
  }
  return db;
}

/** Runs a query on the backup; a table that lacks what its version promises is named, not a 500. */
function query(db: TLoopDatabase, sql: string) {
  try {
    return db.exec(sql)[0]?.values ?? [];
  } catch (error) {
    throw new ImportFileError(`This Loop backup cannot be read: ${(error as Error).message}.`);
  }
}

/**
 * Loop Habit Tracker's database backup (Settings → Export full backup), of any database version from 9
 * (migrated first, as Loop does): the Habits and Repetitions tables. A repetition's timestamp is the
 * day's UTC midnight in milliseconds; its value uses the CSV's encoding (YES_MANUAL = 2…, numerical
 * values ×1000). type 1 is a numerical habit.
 */
export async function readLoopDb(bytes: Uint8Array): Promise<TImportSource> {
  const db = openLoopDatabase(await loadSqlite(), bytes);
  try {
    const skipped = new SkipTally();
    const habitRows = query(
      db,
      'select id, name, type, target_value, archived, unit, freq_num, freq_den from Habits order by position',
    ) as THabitRecord[];
    const entriesOf = new Map<unknown, { date: string; value: number }[]>();
    for (const [habit, timestamp, value] of query(
      db,
      'select habit, timestamp, value from Repetitions order by timestamp',
    )) {
      const day = new Date(Number(timestamp));
      if (Number.isNaN(day.getTime()) || typeof value !== 'number') {
        skipped.add('unreadable check-in values');
        continue;
      }
      const entries = entriesOf.get(habit) ?? [];
      entries.push({ date: day.toISOString().slice(0, 10), value });
      entriesOf.set(habit, entries);
    }
    const habits = habitRows.map(([id, name, type, target, archived, unit, times, days]) => {
      const entries = entriesOf.get(id) ?? [];
      const numerical = type === 1 || (type === null && entries.some(({ value }) => value > loopSkipValue));
      const habitType = numerical ? ('number' as const) : ('boolean' as const);
      return settleHabit(
        {
          name: name ?? '',
          type: habitType,
          target: numerical ? target : null,
          unit: numerical ? unit : null,
          archived: archived === 1,
          schedule: loopSchedule(times, days),
          logs: toLogs(habitType, entries, skipped),
          pauses: toPauses(habitType, entries),
        },
        skipped,
      );
    });
    return { format: 'loop-db', habits, skipped: skipped.list() };
  } finally {
    db.close();
  }
}
