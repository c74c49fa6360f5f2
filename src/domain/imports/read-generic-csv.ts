import { at, ImportFileError, readDate, SkipTally, settleHabit, type TImportSource } from './import-source';
import { parseCsv } from './parse-csv';

const doneWords = new Set(['', 'yes', 'y', 'true', 'done', 'x', '✓']);
const notDoneWords = new Set(['no', 'n', 'false', 'not done', '-']);

/**
 * A plain CSV with a header naming date, habit (or name) and value columns, one row per habit and day.
 * A value is a number, or a word for done (yes, true, done, x, or empty) or not done (no, false). A
 * habit with any count other than 0 or 1 is counted; otherwise it is yes/no.
 */
export function readGenericCsv(text: string, file: string | null = null): TImportSource {
  const [header, ...rows] = parseCsv(text);
  const columns = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  const dateColumn = columns.indexOf('date');
  const habitColumn = columns.findIndex((column) => column === 'habit' || column === 'name');
  const valueColumn = columns.indexOf('value');
  if (dateColumn < 0 || habitColumn < 0) {
    throw new ImportFileError(`${at(file, 1)}: the first line must name the columns date, habit and value.`);
  }
  const byHabit = new Map<string, { date: string; value: true | number }[]>();
  const skipped = new SkipTally();
  for (const { line, cells } of rows) {
    const name = (cells[habitColumn] ?? '').trim();
    if (!name) throw new ImportFileError(`${at(file, line)}: the habit is empty.`);
    const date = readDate(cells[dateColumn], at(file, line));
    const raw = valueColumn >= 0 ? (cells[valueColumn] ?? '').trim() : '';
    const word = raw.toLowerCase();
    const logs = byHabit.get(name) ?? [];
    byHabit.set(name, logs);
    if (doneWords.has(word)) logs.push({ date, value: true });
    else if (notDoneWords.has(word)) skipped.add('rows marked not done');
    else {
      const value = Number(raw.replace(',', '.'));
      if (!Number.isFinite(value) || value < 0) {
        throw new ImportFileError(`${at(file, line)}: "${raw}" is neither a number nor yes or no.`);
      }
      if (value === 0) skipped.add('rows with a value of 0');
      else logs.push({ date, value });
    }
  }
  const habits = [...byHabit].map(([name, logs]) => {
    const counted = logs.some((log) => log.value !== true && log.value !== 1);
    return settleHabit(
      {
        name,
        type: counted ? ('number' as const) : ('boolean' as const),
        target: null,
        unit: null,
        archived: false,
        logs: logs.map((log) =>
          counted
            ? { date: log.date, value: log.value === true ? 1 : log.value }
            : { date: log.date, value: true as const },
        ),
      },
      skipped,
    );
  });
  return { format: 'csv', habits, skipped: skipped.list() };
}
