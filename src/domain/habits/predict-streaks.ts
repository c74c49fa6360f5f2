import type { TStreaks } from './compute-streaks';

/**
 * The streaks after today is checked or unchecked, from the streaks before, without the history: the
 * current streak counts back from today, or from yesterday while today is not done, so today adds or
 * takes away exactly one. A best streak can only be known to grow; after an uncheck it stays as it was
 * until the server, which has the history, says otherwise.
 */
export function predictStreaksAfterToday(
  before: TStreaks,
  { wasDone, isDone }: { wasDone: boolean; isDone: boolean },
): TStreaks {
  if (wasDone === isDone) return before;
  const current = isDone ? before.current + 1 : Math.max(before.current - 1, 0);
  return { current, best: Math.max(before.best, current) };
}
