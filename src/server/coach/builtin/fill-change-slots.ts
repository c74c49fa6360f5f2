import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit, namesGoalInFull, shareOf } from './find-rows';
import { withoutClosingTimeWords } from './habit-name-words';
import {
  asksForNewGoal,
  findNamedGoal,
  growsTo,
  isShortOfTarget,
  namesStart,
  readDeadlineShift,
  settlesForAmount,
} from './parse-goal-requests';
import { namesOneDay } from './parse-update-habit';
import { proposeAction } from './propose-action';
import { proposeHabitTarget } from './propose-target-change';
import { findDate } from './read-dates';
import { findGivenName } from './read-habit-draft';
import { findQuantity, withoutSetAside } from './read-quantities';
import { recoverOriginal } from './recover-original';
import { withoutNameAside } from './without-name-aside';
import { bold, capitalize, formatAmount, writeProposal } from './write-reply';

/**
 * Slot filling for changes to a habit or goal the user has, used when the classifier reads a message as
 * `update_habit` or `update_goal` and the family's own wording did not match ("call my run habit Jog
 * instead", "the thesis is submitted, finally!"). The row must be one of the user's, found by name
 * (stems, one typo); the change is read from cue words, the new name from what follows "to", "as",
 * "called" or the row's own name, and numbers and dates by the shared readers.
 */

const archiveCue =
  /\b(?:archive|pause|stop|remove|delete|hide|drop it|retire|get rid of|quit|disable|anymore|no longer|on hold)\b/;
const restoreCue =
  /\b(?:unarchive|restore|bring (?:[a-z]+ ){0,3}?back|reactivate|resume|unpause|un-?freeze|again|re-?enable)\b/;
const renameCue = /\b(?:rename|call|name|title|label|change)\b/;
const completedCue =
  /\b(?:done|finished|finish|completed|complete|achieved|reached|submitted|did it|made it|accomplished|nailed|handed in|turned in|sent off|wrapped up|crushed|smashed|hit it|got there|ticked? (?:it )?off)\b/;
const negation = /\b(?:not|almost|nearly|half|didn't|haven't)\b/;

/** "… to Daily journal", "… as Jog", "call my run habit Jog instead": the new name as the user wrote it. */
export function readNewName(request: TCoachRequest, name: string): string | null {
  const { text, original } = request;
  // "call Drink water 'Water'": a name in quotes that is not the old one is the new one.
  const quoted = findGivenName(original);
  if (
    quoted !== null &&
    quoted.toLowerCase() !== name.toLowerCase() &&
    !/\b(?:called|named|titled)\b/i.test(original)
  )
    return quoted;
  const after =
    // "the run habit needs a new name - Morning run": "new name" labels what follows its colon or dash.
    /\bnew (?:name|title)\b[^:]*?(?::|\s-+\s)\s*["“'‘]?([^"”'’]+?)["”'’]?[.!]*$/.exec(text)?.[1] ??
    /\b(?:called|named|titled)\s+["“'‘]?([^"”'’]+?)["”'’]?(?:\s+(?:instead|from now on|now|going forward))?[.!]*$/.exec(
      text,
    )?.[1] ??
    /\b(?:to|as)\s+["“'‘]?([^"”'’]+?)["”'’]?(?:\s+(?:instead|from now on|now|going forward))?[.!]*$/.exec(
      text,
    )?.[1] ??
    /\b(?:habit|goal)\s+["“'‘]?([^"”'’]+?)["”'’]?(?:\s+(?:instead|from now on|now|going forward))?[.!]*$/.exec(
      text,
    )?.[1];
  if (!after) return null;
  const fragment = withoutClosingTimeWords(
    withoutNameAside(after.replace(/^(?:be|the name|its name)\s+/, '').trim()),
  );
  if (fragment.length < 2 || fragment.split(' ').length > 6 || fragment === name.toLowerCase()) return null;
  return capitalize(recoverOriginal(original, fragment));
}

function propose(request: TCoachRequest, lead: string, action: TCoachAction): TCoachAnswer {
  return proposeAction(
    request,
    writeProposal({ lead, question: 'Shall I go ahead?' }, request.guest),
    action,
  );
}

export function fillUpdateHabit(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const scope = text.split(/\b(?:to|as)\b/)[0] ?? text;
  const habit = findHabit(scope, context) ?? findHabit(text, context);
  if (habit === null) return null;
  const { id, name } = habit.row;
  const newName = renameCue.test(text) ? readNewName(request, name) : null;
  if (newName !== null && namesGoalInFull(scope, context, name)) return null;
  if (newName !== null && !/\d/.test(newName))
    return propose(request, `I'll rename ${bold(name)} to ${bold(newName)}. Your history stays as it is.`, {
      type: 'update_habit',
      habit_id: id,
      name: newName,
    });
  const said = namesOneDay(text, context.today) ? null : findQuantity(text);
  if (said !== null && said.value > 0) {
    return proposeHabitTarget(request, habit.row, said);
  }
  if (restoreCue.test(text))
    return propose(request, `I'll bring ${bold(name)} back to your active habits.`, {
      type: 'update_habit',
      habit_id: id,
      active: true,
    });
  if (archiveCue.test(text))
    return propose(
      request,
      `I'll archive ${bold(name)}. Its history is kept and you can restore it any time.`,
      {
        type: 'update_habit',
        habit_id: id,
        active: false,
      },
    );
  return null;
}

const goalRenameCue = /\b(?:rename[ds]?|call(?:ed)?|name[ds]?|title[ds]?|re-?title)\b/;
// "22 books not 20", "15 rather than 20": a number set against another is a new target, as "instead" is.
const goalTargetCue =
  /\b(?:target|make|set|change|raise|lower|instead|rather than|not(?= \d)|now|up|down|should (?:only |just |really )?be|aim|aiming|realistic|bump|increase|decrease|more|fewer|less|let's say|let's go (?:for|with)|go for)\b/;
// Where the user stands ("right now my longest run is 16 km", "already at 7 books") is a baseline, not
// a new target, unless a change is asked for in so many words.
const standingCue =
  /\b(?:right now|currently|so far|already|i'm at|i am at|at the moment|my (?:longest|best|current))\b/;
const explicitTargetCue =
  /\b(?:target|make|set|change|raise|lower|instead|should (?:only |just |really )?be|aim|aiming|bump|increase|decrease)\b/;

function asksForTarget(text: string): boolean {
  if (namesStart.test(text)) return false;
  if (settlesForAmount.test(text)) return true;
  if (growsTo.test(text)) return true;
  return goalTargetCue.test(text) && (!standingCue.test(text) || explicitTargetCue.test(text));
}

/**
 * A goal's deadline and target compose ("make it 22 and due end of november" changes both); a new
 * name, a pause, a resumption or completion stands alone.
 */
type TGoalRow = { name: string; unit: string | null; target_value: number | null; end_date: string | null };

function readGoalChanges(request: TCoachRequest, goal: TGoalRow) {
  const { text, context } = request;
  const goalName = goal.name;
  const goalUnit = goal.unit;
  const rest = text.replace(goalName.toLowerCase(), ' ');
  const newName = goalRenameCue.test(text) ? readNewName(request, goalName) : null;
  if (newName !== null) return { changes: { name: newName }, said: `rename it to ${bold(newName)}` };
  if (
    /\b(?:pause|on hold|put .+ on ice)\b|\b(?:stop|shelve)\b.*\bfor (?:a (?:bit|while)|now)\b/.test(text) &&
    !/\bunpause\b/.test(text)
  )
    return { changes: { status: 'paused' }, said: 'pause it' };
  if (/\b(?:unpause|un-?freeze|thaw|resume|reactivate|restart|back on)\b/.test(text))
    return { changes: { status: 'active' }, said: 'make it active again' };
  const changes: Record<string, unknown> = {};
  const said: string[] = [];
  // "give the thesis another three weeks": a span more is the deadline moved by it.
  const date = readDeadlineShift(rest, goal.end_date) ?? findDate(rest, context.today, 'future');
  // "books goal should only be 15 this year": the deadline the goal already has is no change of it.
  if (date !== null && date.date > context.today && date.date !== goal.end_date) {
    changes.end_date = date.date;
    said.push(`move the deadline to ${date.date}`);
  }
  const amount = findQuantity(withoutSetAside(date === null ? rest : rest.replace(date.phrase, ' ')));
  if (amount !== null && asksForTarget(text)) {
    Object.assign(changes, { target_value: amount.value, ...(amount.unit ? { unit: amount.unit } : {}) });
    said.push(`set the target to ${formatAmount(amount.value, amount.unit ?? goalUnit)}`);
  }
  if (said.length > 0) return { changes, said: said.join(' and ') };
  if (completedCue.test(text) && !negation.test(text) && !isShortOfTarget(text, goal))
    return { changes: { status: 'completed' }, said: 'mark it completed' };
  return null;
}

export function fillUpdateGoal(request: TCoachRequest): TCoachAnswer | null {
  if (asksForNewGoal.test(request.text)) return null;
  const goal = findNamedGoal(request) ?? findGoal(request.text, request.context);
  if (goal === null || shareOf(goal) < shareOf(findHabit(request.text, request.context)) - 0.5) return null;
  const read = readGoalChanges(request, goal.row);
  if (read === null) return null;
  const celebrate = read.changes.status === 'completed' ? 'Congratulations — that is a big one! ' : '';
  return propose(request, `${celebrate}For your goal ${bold(goal.row.name)}, I'll ${read.said}.`, {
    type: 'update_goal',
    goal_id: goal.row.id,
    ...read.changes,
  });
}
