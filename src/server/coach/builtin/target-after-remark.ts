import type { TCoachContext } from '../coach-provider';
import { findGoal, findHabit, shareOf } from './find-rows';

/**
 * "30 min of guitar is too easy, make the target 45", "weight goal's too easy at 5, go for 8 kg", "reading 20
 * pages feels too light - bump it to 30": a remark on how hard a row's amount is, then a new amount with no row
 * of its own. The amount in the remark is the one being replaced, never a report, and the row the remark names is
 * the one whose target changes. Read as "set the <row> target to N" in the words the target parsers know.
 */
const howHard =
  '(?:way |far |a bit |a little |bit |kinda |kind of |pretty |much |so )*(?:too |very )?(?:easy|hard|much|little|low|high|ambitious|soft|light|steep|tough|a lot|a stretch|unrealistic|doable|lame|boring|small|big|short|long)';
const remark = new RegExp(
  `^(.+?)(?:\\s+(?:is|are|was|feels|feel|seems|seem|looks|looking)|'s)\\s+${howHard}\\b(?:\\s+(?:at|with|on) \\d+(?:\\.\\d+)?(?:\\s*[a-z]+)?)?(?:\\s+(?:now|tbh|honestly|lol))*`,
);
const changeAfter =
  /^(?:(?:so|just|then|let'?s|lets|pls|please|ok)\s+)*(?:make (?:the |my |its |it'?s )?(?:target|goal|aim|amount)(?: to)?|make it|set (?:it|the target|my target|its target) to|set the target|go for|go with|bump it(?: up)? to|raise it to|up it to|change (?:it|the target) to|drop it to|lower it to|aim for)\s+(\d+(?:\.\d+)?)(?:\s*([a-z]+))?[.!]*$/;
const clauseBreak = /\s*(?:[,;]|\s[-\u2013\u2014]|\u2014)\s*/;

/** The change in the words the target parsers read, or null when the message is no such remark and change. */
export function targetAfterRemark(text: string, context: TCoachContext): string | null {
  const cut = clauseBreak.exec(text);
  if (cut === null) return null;
  const said = remark.exec(text.slice(0, cut.index));
  const change = changeAfter.exec(text.slice(cut.index + cut[0].length));
  const subject = said?.[1];
  if (subject === undefined || change === null) return null;
  const amount = `${change[1]}${change[2] ? ` ${change[2]}` : ''}`;
  const habit = findHabit(subject, context);
  const goal = findGoal(subject, context);
  // "weight goal's too easy": the word "goal" settles a row a habit may share a word with.
  if (goal !== null && (/\bgoal\b/.test(subject) || shareOf(goal) > shareOf(habit)))
    return `change the ${goal.row.name.toLowerCase()} goal target to ${amount}`;
  return habit === null ? null : `set the ${habit.row.name.toLowerCase()} target to ${amount}`;
}
