import type { TLogRequest } from './log-request';

/**
 * Whether a save's answer is already out of date: another save of the same habit and day is still on
 * its way, made after it (saves of one day reach the server in order), and its value is on screen.
 * Putting the older answer over it would make the next tap count from the older value. `pending` is
 * every habit change on its way, saves or not.
 */
export function isOvertakenLogSave(save: TLogRequest, pending: readonly unknown[]): boolean {
  return pending.some((other) => other !== save && isSaveOfSameDay(save, other));
}

function isSaveOfSameDay(save: TLogRequest, other: unknown): boolean {
  if (typeof other !== 'object' || other === null || !('habit_id' in other)) return false;
  const candidate = other as TLogRequest;
  return candidate.habit_id === save.habit_id && (candidate.date ?? null) === (save.date ?? null);
}
