import { z } from 'zod';
import { importFormats } from './import-source';

/** The largest file an import takes: five years of fifty habits from Loop is under 1 MB zipped. */
export const maxImportBytes = 25 * 1024 * 1024;

export const ZImportQuery = z.object({
  /** true: read the file and answer the plan, writing nothing. */
  dry_run: z.enum(['true', 'false']).default('false'),
});

const ZPlannedHabit = z.object({
  name: z.string(),
  type: z.enum(['boolean', 'number']),
  target: z.number().nullable(),
  unit: z.string().nullable(),
  archived: z.boolean(),
  /** create: a new habit; merge: logs join your habit of the same name. */
  action: z.enum(['create', 'merge']),
  logs: z.number().int(),
  new_logs: z.number().int(),
});

/** Rows of one table in the file, and how many of them the account does not hold yet. */
const ZImportTable = z.object({ name: z.string(), rows: z.number().int(), new_rows: z.number().int() });

export const ZImportPlan = z.object({
  format: z.enum(importFormats),
  habits: z.array(ZPlannedHabit),
  logs: z.number().int(),
  new_logs: z.number().int(),
  /** Days the app marked skipped, imported as pauses (they count neither for nor against a streak). */
  paused_days: z.number().int(),
  /** Every table the import writes (a Compound export fills them all; other apps, habits and logs). */
  tables: z.array(ZImportTable),
  /** Whether the file's settings (time zone, week start…) replace the account's. */
  preferences_changed: z.boolean(),
  skipped: z.array(z.object({ reason: z.string(), count: z.number().int() })),
});
export type TImportPlan = z.infer<typeof ZImportPlan>;

export const ZImportResult = z.object({
  created_habits: z.number().int(),
  merged_habits: z.number().int(),
  logs_added: z.number().int(),
  pauses_added: z.number().int(),
  tables: z.array(ZImportTable),
  preferences_changed: z.boolean(),
});
export type TImportResult = z.infer<typeof ZImportResult>;

/** What each format is called where the page names it. */
export const importFormatLabels: Record<(typeof importFormats)[number], string> = {
  'compound-json': 'Compound export (JSON)',
  'compound-csv': 'Compound export (CSV zip)',
  'loop-csv': 'Loop Habit Tracker (CSV export)',
  'loop-db': 'Loop Habit Tracker (database backup)',
  habitica: 'Habitica (userdata.json)',
  csv: 'CSV (date, habit, value)',
};
