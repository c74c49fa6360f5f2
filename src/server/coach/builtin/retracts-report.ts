import type { TCoachAction } from './coach-answer';
import { datedReports } from './same-on-another-day';

/**
 * "i didnt stretch yesterday tbh, got mixed up", "never went, my mistake", "hadn't done it after all, i was
 * confused": said to a pending log, the user takes back the report itself. Read as a change it became "log
 * it as not done", a miss the user never asked to record; owning the slip says the report was wrong, so
 * the proposal is dropped. A denial with no slip owned ("no i didn't, mark it missed") is left to the rules.
 */
const denies = /\b(?:didn'?t|didnt|did not|never|hadn'?t|haven'?t|have not)\b/;
// "didn't run monday, my bad, it was tuesday": a slip owned beside the right value is a correction, not a retraction.
const correctsInstead = /\d|\b(?:it was|i meant|meant|instead|should be|make it|change it)\b/;
const ownsSlip =
  /\b(?:got (?:it )?mixed up|mixed (?:it |them )?up|my (?:mistake|bad|error)|i was (?:wrong|confused|mistaken|thinking of)|(?:i )?(?:mis ?remembered|got confused|confused myself)|silly me|scratch that|wrong day)\b/;

export function retractsReport(pending: TCoachAction, text: string): boolean {
  const steps = pending.type === 'batch' && Array.isArray(pending.actions) ? pending.actions : [pending];
  if (!steps.every((step) => datedReports.includes((step as TCoachAction).type))) return false;
  return denies.test(text) && ownsSlip.test(text) && !correctsInstead.test(text);
}
