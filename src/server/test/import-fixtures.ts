import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { strToU8, zipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { toCsvRow } from '../../domain/export/to-csv-row';

/** A habit as Loop holds it: values in Loop's encoding (2 = YES_MANUAL…, numerical ×1000). */
export type TLoopFixtureHabit = {
  name: string;
  numerical?: { target: number; unit: string };
  archived?: boolean;
  /** Loop's frequency, times in days; daily (1, 1) when absent. */
  frequency?: [times: number, days: number];
  entries: [date: string, value: number][];
};

const named: Record<number, string> = { [-1]: 'UNKNOWN', 0: 'NO', 1: 'YES_AUTO', 2: 'YES_MANUAL', 3: 'SKIP' };
const csv = (rows: unknown[][]) => rows.map((row) => toCsvRow(row)).join('');

/** Loop's CSV export zip, in the layout before v2.3.1 (old) or from it (new). */
export function loopCsvZip(habits: TLoopFixtureHabit[], layout: 'old' | 'new'): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const habitRows = habits.map((habit, index) => {
    const position = String(index + 1).padStart(3, '0');
    return layout === 'old'
      ? [position, habit.name, '', '', ...(habit.frequency ?? [1, 1]), '#FF8F00']
      : [
          position,
          habit.name,
          habit.numerical ? 'NUMERICAL' : 'YES_NO',
          '',
          '',
          ...(habit.frequency ?? [1, 1]),
          '#FF8F00',
          habit.numerical?.unit ?? '',
          habit.numerical ? 'AT_LEAST' : '',
          habit.numerical?.target ?? '',
          String(habit.archived ?? false),
        ];
  });
  const header =
    layout === 'old'
      ? ['Position', 'Name', 'Question', 'Description', 'NumRepetitions', 'Interval', 'Color']
      : [
          'Position',
          'Name',
          'Type',
          'Question',
          'Description',
          'FrequencyNumerator',
          'FrequencyDenominator',
          'Color',
          'Unit',
          'Target Type',
          'Target Value',
          'Archived?',
        ];
  files['Habits.csv'] = strToU8(csv([header, ...habitRows]));
  habits.forEach((habit, index) => {
    const folder = `${String(index + 1).padStart(3, '0')} ${habit.name.replace(/[^ a-zA-Z0-9._-]+/g, '')}`;
    const rows = habit.entries.map(([date, value]) =>
      layout === 'old' ? [date, value] : [date, habit.numerical ? value : (named[value] ?? value), ''],
    );
    files[`${folder}/Checkmarks.csv`] = strToU8(
      csv(layout === 'old' ? rows : [['Date', 'Value', 'Notes'], ...rows]),
    );
    files[`${folder}/Scores.csv`] = strToU8('Date,Score\n');
  });
  return zipSync(files);
}

const loopFixtures = new URL('./fixtures/loop/', import.meta.url);

/** One of Loop's own test backups (see fixtures/loop/README.md). */
export const loopTestBackup = (name: 'loop.db' | '021.db' | '022.db') =>
  new Uint8Array(readFileSync(new URL(name, loopFixtures)));

/**
 * Loop's database backup of the given database version (25, Loop's newest, unless told), built as Loop
 * builds its own: by running Loop's migrations 09 to that version.
 */
export async function loopDb(habits: TLoopFixtureHabit[], version = 25): Promise<Uint8Array> {
  const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  const SQL = await initSqlJs({ locateFile: () => wasm });
  const db = new SQL.Database();
  for (let step = 9; step <= version; step += 1) {
    db.exec(readFileSync(new URL(`migrations/${String(step).padStart(2, '0')}.sql`, loopFixtures), 'utf8'));
  }
  db.exec(`pragma user_version = ${version}`);
  const columns = db.exec("select name from pragma_table_info('Habits')")[0]?.values.flat() ?? [];
  habits.forEach((habit, index) => {
    const values: Record<string, string | number> = {
      id: index + 1,
      archived: habit.archived ? 1 : 0,
      name: habit.name,
      position: index,
      freq_num: habit.frequency?.[0] ?? 1,
      freq_den: habit.frequency?.[1] ?? 1,
      type: habit.numerical ? 1 : 0,
      target_value: habit.numerical?.target ?? 0,
      unit: habit.numerical?.unit ?? '',
    };
    // An older version has fewer columns: only those it has are filled.
    const present = Object.keys(values).filter((column) => columns.includes(column));
    db.run(
      `insert into Habits (${present.join(', ')}) values (${present.map(() => '?').join(', ')})`,
      present.map((column) => values[column] as string | number),
    );
    for (const [date, value] of habit.entries) {
      const timestamp = Date.parse(`${date}T00:00:00Z`);
      if (version >= 16) {
        db.run('insert into Repetitions (habit, timestamp, value) values (?, ?, ?)', [
          index + 1,
          timestamp,
          value,
        ]);
      } else if (value === 2)
        db.run('insert into Repetitions (habit, timestamp) values (?, ?)', [index + 1, timestamp]);
    }
  });
  const bytes = db.export();
  db.close();
  return bytes;
}

/** Habitica's userdata.json with habits (ups and downs per day) and dailies. */
export function habiticaJson(tasks: {
  habits: { text: string; up: boolean; history: { date: string; up: number; down?: number }[] }[];
  dailys: { text: string; history: { date: string; completed: boolean }[] }[];
}): Uint8Array {
  const at = (date: string) => Date.parse(`${date}T12:00:00Z`);
  return strToU8(
    JSON.stringify({
      profile: { name: 'Hero' },
      tasks: {
        habits: tasks.habits.map((habit) => ({
          text: habit.text,
          type: 'habit',
          up: habit.up,
          down: !habit.up,
          history: habit.history.map((entry) => ({
            date: at(entry.date),
            value: 1,
            scoredUp: entry.up,
            scoredDown: entry.down ?? 0,
          })),
        })),
        dailys: tasks.dailys.map((daily) => ({
          text: daily.text,
          type: 'daily',
          history: daily.history.map((entry) => ({
            date: at(entry.date),
            value: 1,
            isDue: true,
            completed: entry.completed,
          })),
        })),
        todos: [],
        rewards: [],
      },
    }),
  );
}
