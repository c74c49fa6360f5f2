import { isDateKey } from '../dates/date-key';
import { habitNameMinLength, habitTargetMax, type THabitType } from '../habits/habit-rules';
import type { THabitSchedule } from '../habits/habit-schedule';
import type { TPauseRange } from '../habits/pause-ranges';

/** One day of an imported habit: done (yes/no) or a count. */
export type TImportedLog = { date: string; value: true | number };

/** A habit as read from another app, before anything is written. */
export type TImportedHabit = {
  name: string;
  type: THabitType;
  target: number | null;
  unit: string | null;
  archived: boolean;
  logs: TImportedLog[];
  /** Its frequency where the app has one (Loop's NumRepetitions in Interval days); daily when absent. */
  schedule?: THabitSchedule;
  /** Days the app marked skipped (Loop's SKIP), as pause ranges: they count neither way (decision 0021). */
  pauses?: TPauseRange[];
};

export const importFormats = [
  'compound-json',
  'compound-csv',
  'loop-csv',
  'loop-db',
  'habitica',
  'csv',
] as const;
export type TImportFormat = (typeof importFormats)[number];

/** What a file holds in Compound's terms, with what could not be carried over and why. */
export type TImportSource = {
  format: TImportFormat;
  habits: TImportedHabit[];
  skipped: { reason: string; count: number }[];
};

/** A file that cannot be read; the message names the file and line where it can. */
export class ImportFileError extends Error {}

/** The place an error points at: "Habits.csv, line 4" or "line 4". */
export function at(file: string | null, line: number): string {
  return file ? `${file}, line ${line}` : `line ${line}`;
}

export function readDate(value: string | undefined, where: string): string {
  const date = value?.trim() ?? '';
  if (!isDateKey(date)) throw new ImportFileError(`${where}: "${date}" is not a date (YYYY-MM-DD).`);
  return date;
}

/** Counts of what was left out, by reason, in the order first met. */
export class SkipTally {
  private readonly counts = new Map<string, number>();
  add(reason: string, count = 1) {
    if (count > 0) this.counts.set(reason, (this.counts.get(reason) ?? 0) + count);
  }
  list() {
    return [...this.counts].map(([reason, count]) => ({ reason, count }));
  }
}

/**
 * A habit fit for Compound: a name of at least two characters, a target within 0 to 10,000, logs
 * sorted by date with one per day (the last wins). What had to change is tallied.
 */
export function settleHabit(habit: TImportedHabit, skipped: SkipTally): TImportedHabit {
  const name =
    habit.name.trim().length >= habitNameMinLength ? habit.name.trim() : `${habit.name.trim()} habit`;
  let target = habit.target;
  if (target !== null && (!Number.isFinite(target) || target < 0 || target > habitTargetMax)) {
    skipped.add(`targets outside 0 to ${habitTargetMax.toLocaleString('en-US')} left unset`);
    target = null;
  }
  const byDate = new Map(habit.logs.map((log) => [log.date, log]));
  const logs = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  return { ...habit, name, target, unit: habit.unit?.trim() || null, logs };
}
