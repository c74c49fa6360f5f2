import { asCorrection } from './correction-words';

/**
 * "hmm 30 is a stretch, go with 28", "that's a lot tbh - let's say 15", "hmm rename it, evening walk sounds
 * better": a correction said after a remark on the proposal. The remark names the figure being replaced (30)
 * or asks for nothing, so read whole the reply restates the proposal; what the user wants is the last clause.
 * A name said to "sound better", after asking to rename, is the name to call it.
 */
const clauseBreak = /\s*[,;]\s*|\s+[-–]\s+/;
const changeOpening =
  /^(?:make (?:it|that|this)|change (?:it|that|this) to|set (?:it|that|this) to|switch (?:it|that) to|call (?:it|that|this))\b/;
// "let's say 10", "settle on 25", "stick with 20": an amount settled on is the one to make it.
const settlesOn =
  /^(?:(?:ok|okay|so|then|maybe)\s+)*(?:let'?s |lets |let us )?(?:say|settle on|stick (?:with|to)|go for|call it)\s+(?=\d)/;
const renameAsked = /\b(?:rename|call|name|title)\b/;
const soundsBetter =
  /^(?:(?:maybe|i think|i reckon|prob(?:ably)?)\s+)?(.+?)\s+(?:sounds|is|reads|works|feels|seems|looks) (?:better|nicer|best|right)\b(?:\s+(?:as (?:a|the) name|to me|tbh|honestly))*[.!]*$/;

/** The correction in the reply's last clause, in the words the editors read, or null when there is none. */
export function correctionAfterRemark(text: string): string | null {
  const clauses = text.split(clauseBreak).filter((clause) => clause !== '');
  const last = clauses.at(-1);
  if (clauses.length < 2 || last === undefined) return null;
  const before = clauses.slice(0, -1).map(asCorrection);
  if (before.some((clause) => changeOpening.test(clause))) return null;
  const name = soundsBetter.exec(last)?.[1];
  if (name !== undefined && renameAsked.test(before.join(' '))) return `call it ${name}`;
  const corrected = asCorrection(last.replace(settlesOn, 'make it '));
  return changeOpening.test(corrected) ? corrected : null;
}
