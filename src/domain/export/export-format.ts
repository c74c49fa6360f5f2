import { z } from 'zod';

/**
 * Compound's export format (GET /api/export), one zod schema for the JSON document, the CSV zip's rows,
 * the importer and the published JSON Schema. Version 1 is every export made before the format was
 * described (its CSV files escaped only formula-like text); version 2 escapes a leading quote too, so a
 * reader can undo the escape exactly, and its zip holds export.json with the format and version.
 */
export const exportFormatName = 'compound-export';
export const exportFormatVersion = 2;
export const exportSchemaUrl = '/api/export/schema.json';
/** The committed copy of the schema (scripts/write-export-schema.ts writes it). */
export const exportSchemaFile = 'docs/schemas/compound-export.schema.json';

const kinds = {
  id: z.uuid(),
  'id?': z.uuid().nullable(),
  text: z.string(),
  'text?': z.string().nullable(),
  number: z.number(),
  'number?': z.number().nullable(),
  int: z.number().int(),
  'int?': z.number().int().nullable(),
  bool: z.boolean(),
  'bool?': z.boolean().nullable(),
  date: z.iso.date(),
  'date?': z.iso.date().nullable(),
  // PostgreSQL writes timestamps as "2026-01-05T10:00:00.123+00:00".
  time: z.string().min(1),
  json: z.record(z.string(), z.unknown()),
} as const;
type TKinds = typeof kinds;
export type TColumnKind = keyof TKinds;

function table<TColumns extends Record<string, TColumnKind>>(columns: TColumns) {
  const shape = Object.fromEntries(Object.entries(columns).map(([name, kind]) => [name, kinds[kind]]));
  // Columns added after this version (and ones a later version drops) are let through, not refused.
  return { columns, schema: z.looseObject(shape as { [K in keyof TColumns]: TKinds[TColumns[K]] }) };
}

const owned = { id: 'id', user_id: 'text', created_at: 'time' } as const;

/** The tables an import restores, by the export's table name, with each column's kind. */
export const importedTables = {
  preferences: table({
    user_id: 'text',
    timezone: 'text?',
    week_start: 'text',
    units: 'text',
    motivation_style: 'text?',
    metadata: 'json',
  }),
  habits: table({
    ...owned,
    name: 'text',
    type: 'text',
    target: 'number?',
    unit: 'text?',
    active: 'bool',
    sort_order: 'int',
    freq_num: 'int',
    freq_den: 'int',
    weekdays: 'int?',
  }),
  habit_logs: table({
    ...owned,
    habit_id: 'id',
    date: 'date',
    value_number: 'number?',
    value_boolean: 'bool?',
    time_tracked_seconds: 'int',
    is_complete: 'bool',
    save_count: 'int',
  }),
  habit_pauses: table({ ...owned, habit_id: 'id?', start_date: 'date', end_date: 'date?' }),
  goals: table({
    ...owned,
    name: 'text',
    description: 'text?',
    target_metric: 'text?',
    unit: 'text?',
    type: 'text',
    priority: 'text?',
    target_value: 'number?',
    start_date: 'date?',
    end_date: 'date?',
    status: 'text',
  }),
  goal_baselines: table({ ...owned, goal_id: 'id', metric: 'text', value: 'number', unit: 'text?' }),
  goal_progress_logs: table({
    id: 'id',
    user_id: 'text',
    goal_id: 'id',
    delta: 'number',
    recorded_at: 'time',
  }),
  habit_goal_links: table({
    user_id: 'text',
    created_at: 'time',
    habit_id: 'id',
    goal_id: 'id',
    contribution: 'number',
  }),
  skills: table({ ...owned, name: 'text', description: 'text?' }),
  user_skills: table({ user_id: 'text', created_at: 'time', skill_id: 'id', baseline_hours: 'number' }),
  user_subskills: table({ ...owned, parent_skill_id: 'id', name: 'text', description: 'text?' }),
  habit_skills: table({
    user_id: 'text',
    created_at: 'time',
    habit_id: 'id',
    skill_id: 'id',
    weight: 'number',
  }),
  subskill_time_logs: table({
    ...owned,
    skill_id: 'id',
    parent_skill_id: 'id',
    habit_id: 'id?',
    seconds: 'int',
    date: 'date',
    session_type: 'text?',
    quality_rating: 'int?',
  }),
  focus_sessions: table({
    ...owned,
    goal_id: 'id?',
    habit_id: 'id?',
    minutes: 'int',
    started_at: 'time',
    title: 'text?',
    planned: 'bool',
  }),
  daily_focus: table({ ...owned, date: 'date', focus: 'text' }),
};
export type TImportedTableName = keyof typeof importedTables;
export type TExportRows = {
  [K in TImportedTableName]: z.infer<(typeof importedTables)[K]['schema']>[];
};

/** Tables the export holds for the record that an import leaves alone, and why (shown in the preview). */
export const unimportedTables: Record<string, string> = {
  account: 'the account itself (name, email) stays the one you are signed in to',
  profile: 'the account itself (name, email) stays the one you are signed in to',
  daily_insights: 'daily insights are worked out again from your logs',
  ai_conversations: 'coach conversations are not imported',
  ai_messages: 'coach conversations are not imported',
  subscriptions: 'subscriptions and billing belong to the server they were bought on',
  billing_customers: 'subscriptions and billing belong to the server they were bought on',
  lesson_progress: 'lesson progress is not imported',
  support_messages: 'support messages stay with the server they were sent to',
  dashboard: 'shared dashboards get a new link: share again from the new account',
  error_reports: 'error reports stay with the server they were sent to',
  habit_reminders: 'reminders are set again on each device',
  reminder_settings: 'reminders are set again on each device',
};

const ZOtherRows = z.array(z.record(z.string(), z.unknown()));

const ZExportTables = z.looseObject({
  ...(Object.fromEntries(
    Object.entries(importedTables).map(([name, { schema }]) => [name, z.array(schema).default([])]),
  ) as { [K in TImportedTableName]: z.ZodDefault<z.ZodArray<(typeof importedTables)[K]['schema']>> }),
  ...(Object.fromEntries(
    Object.keys(unimportedTables).map((name) => [name, ZOtherRows.optional()]),
  ) as Record<string, z.ZodOptional<typeof ZOtherRows>>),
});

/** The JSON document GET /api/export?format=json writes (the CSV zip holds the same rows, a file per table). */
export const ZCompoundExport = z
  .object({
    format: z.literal(exportFormatName),
    /** Absent in the oldest exports, which are version 1. */
    version: z.number().int().min(1).max(exportFormatVersion).default(1),
    exported_at: z.string().optional(),
    tables: ZExportTables,
  })
  .meta({
    title: 'Compound export',
    description: 'All of a user’s data, as GET /api/export?format=json writes it',
  });
export type TCompoundExport = z.infer<typeof ZCompoundExport>;

/** The published JSON Schema of the export (served at exportSchemaUrl, committed under docs/schemas). */
export function exportJsonSchema() {
  return z.toJSONSchema(ZCompoundExport, { io: 'input', target: 'draft-2020-12' });
}
