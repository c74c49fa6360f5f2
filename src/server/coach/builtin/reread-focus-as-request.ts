import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import type { TCoachAction } from './coach-answer';

/**
 * "i need to fix my spanish baseline" read as a focus, then "make it 5 hrs total": a focus is never an
 * amount, so a correction that would make the focus a figure shows the first words were a request. They
 * are read again with the correction, as a request the coach had asked back about ("…: make it 5 hrs
 * total"), and what that proposes replaces the focus. Null when the reading is a focus all the same.
 */
export function rereadFocusAsRequest(
  pending: TCoachAction,
  changed: TCoachAction | null,
  reply: string,
  context: TCoachContext,
): TCoachAction | null {
  if (pending.type !== 'set_focus' || changed?.type !== 'set_focus') return null;
  if (typeof pending.focus !== 'string' || !/^\d/.test(String(changed.focus))) return null;
  const read = answerMessage(`${pending.focus}: ${reply}`, context, false).action;
  return read !== null && read.type !== 'set_focus' ? read : null;
}
