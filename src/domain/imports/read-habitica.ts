import { todayInTimeZone } from '../dates/today-in-time-zone';
import { habiticaSchedule, type THabiticaDaily } from './habitica-schedule';
import {
  ImportFileError,
  SkipTally,
  settleHabit,
  type TImportedHabit,
  type TImportSource,
} from './import-source';

/**
 * Habitica's data export (userdata.json, Settings → Site Data → Download as JSON): tasks.habits with a
 * history of {date (ms), scoredUp, scoredDown} and tasks.dailys with {date, completed}. A habit that
 * can be scored up becomes a counted habit (ups per day, target one); a daily becomes a yes/no habit
 * done on the days it was completed, on its own days (see habiticaSchedule). Days are read in the user's
 * time zone.
 */
type THistoryEntry = { date?: unknown; scoredUp?: unknown; completed?: unknown };
type TTask = { text?: unknown; up?: unknown; history?: unknown } & THabiticaDaily;

function tasksOf(data: unknown, kind: 'habits' | 'dailys'): TTask[] {
  const root = data as { tasks?: Record<string, unknown> } & Record<string, unknown>;
  const list = root?.tasks?.[kind] ?? root?.[kind];
  return Array.isArray(list) ? (list as TTask[]) : [];
}

function historyOf(task: TTask): THistoryEntry[] {
  return Array.isArray(task.history) ? (task.history as THistoryEntry[]) : [];
}

function dayOf(entry: THistoryEntry, timeZone: string): string | null {
  const time = typeof entry.date === 'number' ? entry.date : Date.parse(String(entry.date));
  return Number.isFinite(time) ? todayInTimeZone(new Date(time), timeZone) : null;
}

export function readHabitica(data: unknown, timeZone: string): TImportSource {
  const habitTasks = tasksOf(data, 'habits');
  const dailies = tasksOf(data, 'dailys');
  if (habitTasks.length === 0 && dailies.length === 0) {
    throw new ImportFileError(
      'This JSON has no Habitica habits or dailies: is it userdata.json from Habitica?',
    );
  }
  const skipped = new SkipTally();
  const habits: TImportedHabit[] = [];
  for (const task of habitTasks) {
    if (task.up === false) {
      skipped.add('habits that only count down (Compound tracks what you do)');
      continue;
    }
    const counts = new Map<string, number>();
    for (const entry of historyOf(task)) {
      const day = dayOf(entry, timeZone);
      const ups = typeof entry.scoredUp === 'number' ? entry.scoredUp : 0;
      if (day && ups > 0) counts.set(day, (counts.get(day) ?? 0) + ups);
    }
    const logs = [...counts].map(([date, value]) => ({ date, value }));
    habits.push(
      settleHabit(
        { name: String(task.text ?? ''), type: 'number', target: 1, unit: 'times', archived: false, logs },
        skipped,
      ),
    );
  }
  for (const task of dailies) {
    const logs = historyOf(task).flatMap((entry) => {
      const day = dayOf(entry, timeZone);
      if (entry.completed === undefined)
        skipped.add('daily history entries that do not say whether they were completed');
      return day && entry.completed === true ? [{ date: day, value: true as const }] : [];
    });
    habits.push(
      settleHabit(
        {
          name: String(task.text ?? ''),
          type: 'boolean',
          target: null,
          unit: null,
          archived: false,
          logs,
          schedule: habiticaSchedule(task, skipped),
        },
        skipped,
      ),
    );
  }
  return { format: 'habitica', habits, skipped: skipped.list() };
}
