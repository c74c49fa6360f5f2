import { normalizeSchedule, scheduleDaysMax, type THabitSchedule } from '../habits/habit-schedule';
import type { SkipTally } from './import-source';

/** Habitica's repeat keys (task model: repeat {su, m, t, w, th, f, s}), by weekday, 0 Sunday. */
const habiticaWeekdays = ['su', 'm', 't', 'w', 'th', 'f', 's'] as const;

export type THabiticaDaily = { frequency?: unknown; everyX?: unknown; repeat?: unknown };

/**
 * A Habitica daily's schedule in Compound's terms. "weekly" with repeat days keeps its weekdays; "daily"
 * every X days is once in X days (every other day: once in 2). What Compound has no schedule for (every
 * few weeks, monthly, yearly, more than 31 days apart) becomes the nearest one it has, and the preview
 * says so through the tally.
 */
export function habiticaSchedule(task: THabiticaDaily, skipped: SkipTally): THabitSchedule | undefined {
  const everyX = typeof task.everyX === 'number' && task.everyX >= 1 ? Math.round(task.everyX) : 1;
  if (task.frequency === 'weekly') {
    const repeat = (task.repeat ?? {}) as Record<string, unknown>;
    const weekdays = habiticaWeekdays.flatMap((key, day) => (repeat[key] === false ? [] : [day]));
    if (everyX > 1) skipped.add('dailies repeating every few weeks, kept on their weekdays every week');
    if (weekdays.length === 0) {
      skipped.add('weekly dailies with no day chosen, imported as daily');
      return undefined;
    }
    return normalizeSchedule({ times: weekdays.length, days: 7, weekdays });
  }
  if (task.frequency === 'monthly' || task.frequency === 'yearly') {
    skipped.add(`dailies repeating monthly or yearly, imported as once in ${scheduleDaysMax} days`);
    return { times: 1, days: scheduleDaysMax, weekdays: null };
  }
  if (everyX > scheduleDaysMax) {
    skipped.add(
      `dailies repeating more than ${scheduleDaysMax} days apart, imported as once in ${scheduleDaysMax} days`,
    );
    return { times: 1, days: scheduleDaysMax, weekdays: null };
  }
  return everyX === 1 ? undefined : { times: 1, days: everyX, weekdays: null };
}
