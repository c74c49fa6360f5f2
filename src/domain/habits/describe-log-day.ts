import { type THabitDayVerdict, verdictLabels } from './habit-day-verdict';
import type { THabitForLog, THabitLogInput } from './habit-log-value';
import { amountOfLog } from './tally-habit-days';

export type THabitForDescription = THabitForLog & { unit?: string | null };

const amountWords = { met: 'done', partial: 'partly done' } as const;

/**
 * One day of a habit in words, for a calendar square's label: its verdict when known (decision 0031:
 * 'rest day', 'missed'…), else what its log counts as ('done' only when the target was met, 'partly
 * done' below it, 'not done'), and for a counted habit how much, e.g. 'partly done (3 of 5 pages)'.
 */
export function describeLogDay(
  habit: THabitForDescription,
  log: Pick<THabitLogInput, 'value_boolean' | 'value_number'> | null | undefined,
  verdict?: THabitDayVerdict,
): string {
  const amount = log ? amountOfLog(habit, log) : null;
  const words = verdict
    ? verdictLabels[verdict].toLowerCase()
    : amount === null
      ? 'not done'
      : amountWords[amount];
  if (habit.type === 'boolean' || amount === null) return words;
  const figure = [
    String(log?.value_number ?? 0),
    habit.target ? `of ${habit.target}` : null,
    habit.unit ? habit.unit : null,
  ].filter((part) => part !== null);
  return `${words} (${figure.join(' ')})`;
}
