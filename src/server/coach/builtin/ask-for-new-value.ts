import type { TCoachContext } from '../coach-provider';
import { asksForNewThing } from './asks-for-new-thing';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit } from './find-rows';
import { findDate } from './read-dates';
import { bold, formatDay } from './write-reply';

/**
 * A new value asked for before it is said: a habit's target, a goal's deadline.
 *
 * "i want a different daily page target", "change my water target", "my pages per day target needs
 * changing": a new target asked for one of the user's habits, named or known by its unit ("page" is
 * Read's). With an amount it is said as the target grammar reads it ("change the target of Read to 24
 * pages"); without one the coach asks for it, and the next message is read as the amount.
 */

type THabit = TCoachContext['habits'][number];

const asksForTarget =
  /\b(?:change|changing|update|updating|set|adjust|edit|new|different|another|modify|lower|raise|reduce|increase|bump|drop|tweak)\b.*\btarget\b|\btarget\b.*\b(?:change|changing|changed|different|updat\w*|lower|higher)\b/;

/** The habit whose target is meant: named, or the one habit counted in a unit the message uses. */
function habitMeant(text: string, context: TCoachContext): THabit | null {
  // "change the marathon target": a goal's target is the goal's; "raise read's target" names the habit
  // Read more fully than the goal "Read 24 books".
  const goal = findGoal(text, context);
  const named = findHabit(text, context);
  if (goal !== null && (named === null || goal.share > named.share)) return null;
  if (named !== null) return named.row;
  const words = new Set(text.split(/[^a-z]+/).map((word) => word.replace(/s$/, '')));
  const counted = context.habits.filter(
    (habit) => habit.unit !== null && words.has(habit.unit.toLowerCase().replace(/s$/, '')),
  );
  return counted.length === 1 ? (counted[0] ?? null) : null;
}

/** The request in the target grammar's words, or null when it asks for no target of a known habit. */
export function inTargetWords(text: string, context: TCoachContext): string | null {
  if (!asksForTarget.test(text) || asksForNewThing(text)) return null;
  const habit = habitMeant(text, context);
  const amount = /\b(\d+(?:\.\d+)?)(?:\s+([a-z]+))?/.exec(text);
  if (habit === null || amount === null) return null;
  return `change the target of ${habit.name.toLowerCase()} to ${amount[1]} ${amount[2] ?? habit.unit ?? ''}`.trim();
}

/** "change my water target": the question back, naming the habit and its target now. */
export function askForTarget(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!asksForTarget.test(text) || asksForNewThing(text) || /\d/.test(text)) return null;
  const habit = habitMeant(text, context);
  if (habit === null || habit.type !== 'number') return null;
  const unit = habit.unit === null ? '' : ` ${habit.unit}`;
  const now = habit.target === null ? '' : ` It is ${habit.target}${unit} a day now.`;
  const example = `${(habit.target ?? 10) + 5}${unit}`;
  return {
    reply: `What should ${bold(habit.name)}'s new daily target be?${now} Say the amount, for example "${example}".`,
    action: null,
  };
}

const asksForDeadline =
  /\b(?:change|changing|move|moving|moved|push|pushing|update|updating|extend|extending|new|different|shift)\b.*\b(?:deadline|due date|end date)\b|\b(?:deadline|due date|end date)\b.*\b(?:change|changing|moving|moved|different|updat\w*|extend\w*)\b/;

const shiftWords =
  /\b(?:back|forward|later|earlier|sooner|weeks?|months?|years?|days?|fortnight|another|extra|more)\b/;

/** "the learn spanish deadline needs moving": the question back, naming the goal and its deadline now. */
export function askForDeadline(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!asksForDeadline.test(text) || /\d/.test(text) || findDate(text, context.today, 'future') !== null)
    return null;
  // "move the thesis deadline back a week": a shift is a new deadline already said.
  if (shiftWords.test(text)) return null;
  const goal = findGoal(text, context)?.row;
  if (goal === undefined) return null;
  const now =
    goal.end_date === null
      ? ' It has no deadline now.'
      : ` Its deadline is now ${formatDay(goal.end_date, context.today).replace(/^on /, '')}.`;
  return {
    reply: `When should ${bold(goal.name)} be due?${now} Say the day, for example "the end of June 2027".`,
    action: null,
  };
}
