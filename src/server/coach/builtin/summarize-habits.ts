import { addDays } from '../../../domain/dates/date-key';
import type { TCoachContext } from '../coach-provider';
import { tallyContextDays } from './tally-context-days';

/**
 * How each active habit went over the last 14 days (today included), judged as the tracker and
 * analytics judge them (decision 0031): done days out of the days that were expected of it, so the
 * days before it began, paused days, rest days and days a "3 times a week" period did not need count
 * for nothing.
 */
export type THabitSummary = {
  habit: TCoachContext['habits'][number];
  /** Days the target was met. */
  completedDays: number;
  /** Days expected of the habit in the window, at least 1 so that a rate can always be read. */
  possibleDays: number;
  rate: number;
  doneToday: boolean;
};

export const reviewWindowDays = 14;

export function summarizeHabits(context: TCoachContext): THabitSummary[] {
  const windowStart = addDays(context.today, -(reviewWindowDays - 1));
  const { tally, habits } = tallyContextDays(context, windowStart, context.today);
  return habits
    .map((habit, index) => {
      const { done, expected } = tally.habits[index] ?? { done: 0, expected: 0 };
      const possibleDays = Math.max(expected, 1);
      return {
        habit,
        completedDays: done,
        possibleDays,
        rate: done / possibleDays,
        doneToday: tally.verdicts[index]?.at(-1) === 'done',
      };
    })
    .sort(
      (a, b) =>
        b.rate - a.rate || b.completedDays - a.completedDays || a.habit.name.localeCompare(b.habit.name),
    );
}
