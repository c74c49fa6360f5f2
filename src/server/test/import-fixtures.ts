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

/** Loop's database backup with its Habits and Repetitions tables. */
export async function loopDb(habits: TLoopFixtureHabit[]): Promise<Uint8Array> {
  const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  const SQL = await initSqlJs({ locateFile: () => wasm });
  const db = new SQL.Database();
  db.run(`create table Habits (id integer primary key, archived integer, color integer, description text,
    freq_den integer, freq_num integer, highlight integer, name text, position integer, reminder_hour integer,
    reminder_min integer, reminder_days integer, type integer, target_type integer, target_value real, unit text,
    question text, uuid text)`);
  db.run(
    'create table Repetitions (id integer primary key, habit integer, timestamp integer, value integer, notes text)',
  );
  habits.forEach((habit, index) => {
    db.run(
      'insert into Habits (id, archived, name, position, type, target_value, unit, uuid) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        index + 1,
        habit.archived ? 1 : 0,
        habit.name,
        index,
        habit.numerical ? 1 : 0,
        habit.numerical?.target ?? 0,
        habit.numerical?.unit ?? '',
        `uuid-${index}`,
      ],
    );
    for (const [date, value] of habit.entries) {
      db.run('insert into Repetitions (habit, timestamp, value) values (?, ?, ?)', [
        index + 1,
        Date.parse(`${date}T00:00:00Z`),
        value,
      ]);
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
