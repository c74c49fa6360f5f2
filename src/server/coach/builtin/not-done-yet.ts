import type { TCoachAction } from './coach-answer';
import { datedReports } from './same-on-another-day';

/**
 * "wait no i didnt go yet", "haven't done it yet actually", "not yet, later": said to a pending log, the
 * thing has not happened, so there is nothing to record. Read as a change it became "log it as not
 * done", which records a miss the user never reported; the proposal is dropped instead.
 */
const notYet =
  /\b(?:didn'?t|did not|haven'?t|have not|hasn'?t|has not|not)\b(?:\s+[a-z']+){0,4}?\s+yet\b|^(?:(?:wait|no|oh|hmm|actually)[,!.]?\s+)*not yet\b/;

export function saysNotDoneYet(pending: TCoachAction, text: string): boolean {
  const steps = pending.type === 'batch' && Array.isArray(pending.actions) ? pending.actions : [pending];
  return steps.every((step) => datedReports.includes((step as TCoachAction).type)) && notYet.test(text);
}
