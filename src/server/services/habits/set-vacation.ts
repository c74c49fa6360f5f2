import { findCurrentPause, readPauseChange, type TPauseRange } from '../../../domain/habits/pause-ranges';
import type { Database } from '../../db/client';
import { publishChange } from '../../realtime/publish-change';
import { loadUserToday } from '../load-user-today';
import { invalidInput } from '../service-error';
import { changePause } from './habit-pauses';

/**
 * Vacation mode: every habit paused at once from `start` (today by default) to `end` (null until
 * ended), or ended (input null). Answers the vacation holding today or coming next.
 */
export async function setVacation(
  db: Database,
  userId: string,
  input: unknown,
): Promise<{ vacation: TPauseRange | null }> {
  const read = readPauseChange(input);
  if (!read.ok) throw invalidInput([read.error.replace(/^Pause/, 'Vacation')]);
  const today = await loadUserToday(db, userId);
  const ranges = await changePause(db, userId, null, read.change, today);
  await publishChange(db, userId, 'habits');
  return { vacation: findCurrentPause(ranges, today) };
}
