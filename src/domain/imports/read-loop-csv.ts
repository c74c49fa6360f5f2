import { addDays } from '../dates/date-key';
import { isDailySchedule, type THabitSchedule } from '../habits/habit-schedule';
import type { TPauseRange } from '../habits/pause-ranges';
import { readSchedule } from '../habits/read-habit-schedule';
import {
  at,
  ImportFileError,
  readDate,
  SkipTally,
  settleHabit,
  type TImportedHabit,
  type TImportedLog,
  type TImportSource,
} from './import-source';
import { parseCsv, type TCsvRow } from './parse-csv';

/**
 * Loop Habit Tracker's CSV export (a zip): Habits.csv, and per habit a "NNN Name/Checkmarks.csv". Two
 * layouts exist. Before v2.3.1: Habits.csv is Position,Name,Question,Description,NumRepetitions,
 * Interval,Color and each Checkmarks.csv is headerless "date,value" with integers. From v2.3.1:
 * Habits.csv adds Type, Unit, Target Type, Target Value and Archived?, and Checkmarks.csv has a
 * Date,Value,Notes header with named values (YES_MANUAL…) or, for numerical habits, integers.
 * Numerical values are stored ×1000 in both.
 */
const loopValues: Record<string, number> = { UNKNOWN: -1, NO: 0, YES_AUTO: 1, YES_MANUAL: 2, SKIP: 3 };
const [unknown, no, yesAuto, yesManual, skip] = [-1, 0, 1, 2, 3];
export const loopSkipValue = skip;

/** Loop's frequency; none when daily, or when Compound cannot keep it (over 31 days: imported as daily). */
export function loopSchedule(times: unknown, days: unknown): THabitSchedule | undefined {
  const frequency = readSchedule({ times: times ?? 1, days: days ?? 1 });
  return frequency.ok && !isDailySchedule(frequency.schedule) ? frequency.schedule : undefined;
}

type THabitRow = { position: string; habit: Omit<TImportedHabit, 'logs'>; numericalKnown: boolean };

function findFile(files: ReadonlyMap<string, string>, pattern: RegExp): [string, string] | undefined {
  return [...files].filter(([path]) => pattern.test(path)).sort(([a], [b]) => a.length - b.length)[0];
}

function readHabitRows(path: string, rows: TCsvRow[]): THabitRow[] {
  const header = rows[0]?.cells.map((cell) => cell.trim()) ?? [];
  const column = (name: string) => header.indexOf(name);
  const isNew = column('Type') >= 0;
  if (column('Name') < 0 || column('Position') < 0 || (!isNew && column('NumRepetitions') < 0)) {
    throw new ImportFileError(`${at(path, 1)}: this is not the header of a Loop Habits.csv.`);
  }
  return rows.slice(1).map(({ line, cells }) => {
    const cell = (name: string) => (column(name) >= 0 ? (cells[column(name)] ?? '').trim() : '');
    const name = cell('Name');
    if (!name) throw new ImportFileError(`${at(path, line)}: the habit has no name.`);
    const numerical = isNew && cell('Type') === 'NUMERICAL';
    const target = numerical && cell('Target Value') !== '' ? Number(cell('Target Value')) : null;
    if (target !== null && Number.isNaN(target)) {
      throw new ImportFileError(`${at(path, line)}: "${cell('Target Value')}" is not a number.`);
    }
    const schedule = loopSchedule(
      cell('NumRepetitions') || cell('FrequencyNumerator') || 1,
      cell('Interval') || cell('FrequencyDenominator') || 1,
    );
    return {
      position: cell('Position').padStart(3, '0'),
      habit: {
        name,
        type: numerical ? 'number' : 'boolean',
        target,
        unit: numerical ? cell('Unit') || null : null,
        archived: cell('Archived?') === 'true',
        ...(schedule && { schedule }),
      },
      numericalKnown: isNew,
    };
  });
}

function readValue(raw: string, where: string): number {
  const text = raw.trim();
  const value = text in loopValues ? loopValues[text] : Number(text);
  if (value === undefined || !Number.isInteger(value)) {
    throw new ImportFileError(`${where}: "${text}" is not a Loop check-in value.`);
  }
  return value;
}

/** One habit's Checkmarks.csv as (date, raw value) pairs, header or not. */
function readEntries(path: string, rows: TCsvRow[]): { date: string; value: number }[] {
  const body = rows[0]?.cells[0]?.trim() === 'Date' ? rows.slice(1) : rows;
  return body.map(({ line, cells }) => ({
    date: readDate(cells[0], at(path, line)),
    value: readValue(cells[1] ?? '', at(path, line)),
  }));
}

/** Loop check-ins in Compound's terms; shared with the .db reader, which stores the same values. */
export function toLogs(
  type: 'boolean' | 'number',
  entries: { date: string; value: number }[],
  skipped: SkipTally,
): TImportedLog[] {
  const logs: TImportedLog[] = [];
  for (const { date, value } of entries) {
    if (type === 'number') {
      // 0 is a day logged as none (Loop leaves days with no entry out, as UNKNOWN): it is kept.
      if (value >= 0) logs.push({ date, value: value / 1000 });
    } else if (value === yesManual) logs.push({ date, value: true });
    else if (value === yesAuto) skipped.add('days Loop filled in from the frequency (not check-ins)');
    else if (value === skip)
      continue; // A pause: see toPauses.
    else if (value !== no && value !== unknown) skipped.add('unreadable check-in values');
  }
  return logs;
}

/**
 * Loop's skipped days (SKIP) as pauses, consecutive days joined into one range: a skipped day counts
 * neither for nor against the streak, as a paused day does in Compound. Only yes/no habits have them.
 */
export function toPauses(
  type: 'boolean' | 'number',
  entries: { date: string; value: number }[],
): TPauseRange[] {
  if (type !== 'boolean') return [];
  const days = [...new Set(entries.filter(({ value }) => value === skip).map(({ date }) => date))].sort();
  const ranges: TPauseRange[] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last?.end !== undefined && last.end !== null && addDays(last.end, 1) === day) last.end = day;
    else ranges.push({ start: day, end: day });
  }
  return ranges;
}

export function readLoopCsv(files: ReadonlyMap<string, string>): TImportSource {
  const habitsFile = findFile(files, /(^|\/)Habits\.csv$/);
  if (!habitsFile)
    throw new ImportFileError('This zip has no Habits.csv: is it a Loop Habit Tracker CSV export?');
  const [habitsPath, habitsText] = habitsFile;
  const skipped = new SkipTally();
  const habits = readHabitRows(habitsPath, parseCsv(habitsText)).map(
    ({ position, habit, numericalKnown }) => {
      const entriesFile = findFile(files, new RegExp(`(^|/)${position} [^/]*/Checkmarks\\.csv$`));
      const entries = entriesFile ? readEntries(entriesFile[0], parseCsv(entriesFile[1])) : [];
      // The old layout does not say which habits are numerical: only they hold values above SKIP.
      const type = !numericalKnown && entries.some(({ value }) => value > skip) ? 'number' : habit.type;
      return settleHabit(
        { ...habit, type, logs: toLogs(type, entries, skipped), pauses: toPauses(type, entries) },
        skipped,
      );
    },
  );
  return { format: 'loop-csv', habits, skipped: skipped.list() };
}
