import { computeIsComplete, type THabitForLog, type THabitLogInput } from './habit-log-value';

export type THabitForDescription = THabitForLog & { unit?: string | null };

/**
 * One day of a habit in words, for a calendar square's label: 'done' or 'not done', and for a
 * counted habit how much, e.g. 'done (3 of 5 pages)'.
 */
export function describeLogDay(
  habit: THabitForDescription,
  log: Pick<THabitLogInput, 'value_boolean' | 'value_number'> | null | undefined,
): string {
  if (!log || !computeIsComplete({ type: habit.type, ...log })) return 'not done';
  if (habit.type === 'boolean') return 'done';
  const amount = [
    String(log.value_number ?? 0),
    habit.target ? `of ${habit.target}` : null,
    habit.unit ? habit.unit : null,
  ].filter((part) => part !== null);
  return `done (${amount.join(' ')})`;
}
