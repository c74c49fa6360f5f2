import type { TExportRows, TImportedTableName } from '../export/export-format';
import { buildHabitLogValues } from '../habits/habit-log-value';
import type { THabitType } from '../habits/habit-rules';

type TRow = Record<string, unknown>;
type TEntity = 'habits' | 'goals' | 'skills' | 'user_subskills';

/**
 * How each table's rows point at others (remapped to the account's ids) and which of their columns say
 * "the same row" (a row whose key the account has already is not written again: a second import of the
 * same file adds nothing). Entities (habits, goals, skills, subskills) are matched by name instead.
 */
const dependents: Record<
  Exclude<TImportedTableName, TEntity | 'preferences'>,
  { refs: Record<string, TEntity>; key: readonly string[]; unique?: true }
> = {
  habit_logs: { refs: { habit_id: 'habits' }, key: ['habit_id', 'date'], unique: true },
  habit_pauses: { refs: { habit_id: 'habits' }, key: ['habit_id', 'start_date', 'end_date'] },
  goal_baselines: { refs: { goal_id: 'goals' }, key: ['goal_id', 'metric', 'value', 'unit'] },
  goal_progress_logs: { refs: { goal_id: 'goals' }, key: ['goal_id', 'delta', 'recorded_at'] },
  habit_goal_links: {
    refs: { habit_id: 'habits', goal_id: 'goals' },
    key: ['habit_id', 'goal_id'],
    unique: true,
  },
  user_skills: { refs: { skill_id: 'skills' }, key: ['skill_id'], unique: true },
  habit_skills: {
    refs: { habit_id: 'habits', skill_id: 'skills' },
    key: ['habit_id', 'skill_id'],
    unique: true,
  },
  subskill_time_logs: {
    refs: { skill_id: 'user_subskills', parent_skill_id: 'skills', habit_id: 'habits' },
    key: ['skill_id', 'parent_skill_id', 'habit_id', 'seconds', 'date', 'session_type', 'quality_rating'],
  },
  focus_sessions: {
    refs: { goal_id: 'goals', habit_id: 'habits' },
    key: ['goal_id', 'habit_id', 'minutes', 'started_at', 'title', 'planned'],
  },
  daily_focus: { refs: {}, key: ['date'], unique: true },
};
// Tables in the order they can be written: every row after the rows it points at.
const dependentOrder = Object.keys(dependents) as (keyof typeof dependents)[];

export type TPlannedHabit = {
  name: string;
  type: THabitType;
  target: number | null;
  unit: string | null;
  archived: boolean;
  action: 'create' | 'merge';
  logs: number;
  new_logs: number;
  /** The habit's row when it is created, to write and to announce (habit.created). */
  row: TRow | null;
};

/** Everything an import writes: rows with the account's ids, by table, in writing order. */
export type TImportWork = {
  habits: TPlannedHabit[];
  inserts: { table: TImportedTableName; rows: TRow[] }[];
  /** The preferences to store, when the file's differ from the account's. */
  preferences: TRow | null;
  /** Rows of the file, by table, and how many of them are new. */
  tables: { name: TImportedTableName; rows: number; new_rows: number }[];
  skipped: { reason: string; count: number }[];
};

const nameKey = (name: unknown) => String(name).trim().toLocaleLowerCase();

/** Timestamps compare as instants: the same moment may be written with another offset. */
function keyOf(row: TRow, columns: readonly string[]): string {
  return JSON.stringify(
    columns.map((column) => {
      const value = row[column] ?? null;
      return typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? Date.parse(value) : value;
    }),
  );
}

/** JSON with sorted keys, so two equal objects compare equal whatever order PostgreSQL gave them. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, nested]) => `${JSON.stringify(key)}:${stableJson(nested)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Replaces every id of the file found in a value (keys and strings, however deep) by the account's. */
function remapDeep(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => remapDeep(item, ids));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, nested]) => [ids.get(key) ?? key, remapDeep(nested, ids)]),
    );
  }
  return value;
}

type TContext = {
  source: TExportRows;
  existing: TExportRows;
  userId: string;
  newId: () => string;
  /** The file's id → the account's id, for every entity matched or created. */
  ids: Map<string, string>;
  inserts: TImportWork['inserts'];
  tables: TImportWork['tables'];
};

/**
 * Pairs the file's entities with the account's by name, in order: the first "Run" of the file with the
 * account's first "Run", the second with the second. Repeated names so stay separate habits, and a
 * second import finds every one of them.
 */
function matchEntities(
  context: TContext,
  table: TEntity,
  group: (row: TRow) => string,
  create: (row: TRow) => TRow,
): Map<string, TRow | null> {
  const waiting = new Map<string, TRow[]>();
  for (const row of context.existing[table] as TRow[]) {
    const key = group(row);
    waiting.set(key, [...(waiting.get(key) ?? []), row]);
  }
  const matched = new Map<string, TRow | null>();
  const created: TRow[] = [];
  for (const row of context.source[table] as TRow[]) {
    const found = waiting.get(group(row))?.shift();
    const id = (found?.id as string | undefined) ?? context.newId();
    context.ids.set(row.id as string, id);
    const fresh = found ? null : { ...create(row), id, user_id: context.userId };
    if (fresh) created.push(fresh);
    matched.set(row.id as string, found ?? null);
  }
  context.inserts.push({ table, rows: created });
  const rows = context.source[table].length;
  if (rows > 0) context.tables.push({ name: table, rows, new_rows: created.length });
  return matched;
}

const bySortOrder = <TRows extends { sort_order: number }[]>(rows: TRows) =>
  [...rows].sort((a, b) => a.sort_order - b.sort_order) as TRows;

function planHabits(context: TContext) {
  const existing = bySortOrder(context.existing.habits);
  const base = existing.length === 0 ? 0 : Math.max(...existing.map((row) => row.sort_order)) + 1;
  context.existing = { ...context.existing, habits: existing };
  context.source = { ...context.source, habits: bySortOrder(context.source.habits) };
  return matchEntities(
    context,
    'habits',
    (row) => nameKey(row.name),
    (row) => ({ ...row, sort_order: base + (row.sort_order as number) }),
  );
}

/** A log kept as the file has it, or read again for the account's habit when its kind differs. */
function fitLog(log: TRow, habit: TRow | null | undefined): TRow {
  if (!habit) return log;
  const values = buildHabitLogValues(
    { type: habit.type as THabitType, target: habit.target as number | null },
    {
      value_number: log.value_number as number | null,
      value_boolean: log.value_boolean as boolean | null,
      time_tracked_seconds: log.time_tracked_seconds as number,
    },
  );
  return { ...log, ...values };
}

function planDependents(
  context: TContext,
  habitMatches: Map<string, TRow | null>,
  skipped: Map<string, number>,
) {
  const tables: TImportWork['tables'] = [];
  for (const name of dependentOrder) {
    const { refs, key, unique } = dependents[name];
    const have = new Map<string, number>();
    for (const row of context.existing[name] as TRow[])
      have.set(keyOf(row, key), (have.get(keyOf(row, key)) ?? 0) + 1);
    const rows: TRow[] = [];
    let dangling = 0;
    for (const row of context.source[name] as TRow[]) {
      const mapped: TRow = { ...row, user_id: context.userId, id: context.newId() };
      const missing = Object.keys(refs).some((column) => {
        if (row[column] === null || row[column] === undefined) return false;
        const id = context.ids.get(row[column] as string);
        mapped[column] = id;
        return id === undefined;
      });
      if (missing) {
        dangling += 1;
        continue;
      }
      const fitted =
        name === 'habit_logs' ? fitLog(mapped, habitMatches.get(row.habit_id as string)) : mapped;
      const rowKey = keyOf(fitted, key);
      const count = have.get(rowKey) ?? 0;
      if (count > 0) have.set(rowKey, count - 1);
      else rows.push(fitted);
      // A table with a unique key takes one row per key: a repeat in the file is the same row.
      if (unique) have.set(rowKey, Number.POSITIVE_INFINITY);
    }
    if (dangling > 0) skipped.set(`${name} rows pointing at a row the file does not hold`, dangling);
    context.inserts.push({ table: name, rows });
    if (context.source[name].length > 0)
      tables.push({ name, rows: context.source[name].length, new_rows: rows.length });
  }
  return tables;
}

function planPreferences(context: TContext): TRow | null {
  const [file] = context.source.preferences;
  if (!file) return null;
  const [current] = context.existing.preferences;
  const wanted: TRow = {
    timezone: file.timezone,
    week_start: file.week_start,
    units: file.units,
    motivation_style: file.motivation_style,
    // Settings of the account's own that the file does not name are kept.
    metadata: { ...(current?.metadata ?? {}), ...(remapDeep(file.metadata, context.ids) as TRow) },
  };
  const same =
    current &&
    Object.keys(wanted).every(
      (column) => stableJson(wanted[column]) === stableJson(current[column as keyof typeof current]),
    );
  return same ? null : wanted;
}

/**
 * What importing `source` into an account holding `existing` writes, worked out before anything is
 * written: the dry run answers it, the import writes exactly it, so the two cannot differ.
 */
export function planImport(
  source: TExportRows,
  existing: TExportRows,
  userId: string,
  newId: () => string,
): TImportWork {
  const context: TContext = { source, existing, userId, newId, ids: new Map(), inserts: [], tables: [] };
  const skipped = new Map<string, number>();
  const habitMatches = planHabits(context);
  matchEntities(
    context,
    'goals',
    (row) => nameKey(row.name),
    (row) => row,
  );
  matchEntities(
    context,
    'skills',
    (row) => nameKey(row.name),
    (row) => row,
  );
  // A subskill is the same when its skill is and its name is.
  const parentOf = (row: TRow) =>
    `${context.ids.get(row.parent_skill_id as string) ?? row.parent_skill_id}|${nameKey(row.name)}`;
  matchEntities(context, 'user_subskills', parentOf, (row) => ({
    ...row,
    parent_skill_id: context.ids.get(row.parent_skill_id as string),
  }));
  const tables = [...context.tables, ...planDependents(context, habitMatches, skipped)];
  const createdHabits = new Map(
    (context.inserts.find((insert) => insert.table === 'habits')?.rows ?? []).map((row) => [row.id, row]),
  );
  const newLogs = context.inserts.find((insert) => insert.table === 'habit_logs')?.rows ?? [];
  const habits = context.source.habits.map((row): TPlannedHabit => {
    const id = context.ids.get(row.id);
    const target = habitMatches.get(row.id) ?? null;
    return {
      name: row.name,
      type: (target?.type ?? row.type) as THabitType,
      target: row.target,
      unit: row.unit,
      archived: !row.active,
      action: target ? 'merge' : 'create',
      logs: context.source.habit_logs.filter((log) => log.habit_id === row.id).length,
      new_logs: newLogs.filter((log) => log.habit_id === id).length,
      row: createdHabits.get(id) ?? null,
    };
  });
  return {
    habits,
    inserts: context.inserts,
    preferences: planPreferences(context),
    tables,
    skipped: [...skipped].map(([reason, count]) => ({ reason, count })),
  };
}
