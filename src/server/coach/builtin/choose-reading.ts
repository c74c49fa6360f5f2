import { asksForNewThing } from './asks-for-new-thing';
import type { TIntentScore } from './classify-intent';
import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';
import { describeAction, describeIntent } from './describe-action';
import { looksLikeQuestion } from './looks-like-question';
import { namesOwnRowSetting } from './names-own-row-setting';

/**
 * Chooses between the grammar's reading of a message (the first request family whose wording matched)
 * and the intent classifier's. The grammar is precise when it agrees with the classifier or the
 * classifier gives its reading a fair chance; otherwise the likeliest intents are tried with slot
 * filling, and when two readings remain about as likely the coach asks one short question offering
 * both instead of guessing. A name the grammar made up from a message the classifier does not read
 * as a request for something new is never proposed.
 */

/** Below this, the classifier finds the grammar's reading unlikely. */
const trustedProbability = 0.15;
/** At or above this, the classifier's reading wins over the grammar's. */
const confidentProbability = 0.6;
/** Below this, a new habit or goal the grammar named is taken to be made up from stray words. */
const madeUpProbability = 0.05;
/** An intent this likely is tried with slot filling. */
const candidateProbability = 0.2;

export type TReadingSource = (intent: string) => TCoachAnswer | null;

function probabilityOf(ranking: readonly TIntentScore[], intent: string): number {
  return ranking.find((score) => score.intent === intent)?.probability ?? 0;
}

// Actions that name something new from the message's own words: a habit, a goal…
const inventingTypes = new Set(['create_habit', 'create_goal']);
// …and those that take any of its text, like a day's focus.
const wordingTypes = new Set([...inventingTypes, 'set_focus']);
// Words by which people ask for something new, or say what they mean to do from now on.
const newThingWords =
  /\b(?:new|create|add|make|build|set up|start|begin|track|habit|goal|routine|want|wanna|like to|love to|need to|going to|try to|hope|aim|plan|focus|priority|every|daily|each|a day|per day|a week|by|in \d+)\b/;

/** Whether an inventing reading may be proposed: not for a question, nor over a grammar's reading of the user's own rows without words asking for something new. */
function mayInvent(request: TCoachRequest, strict: TCoachAnswer | null): boolean {
  const { text } = request;
  if (looksLikeQuestion(text)) return false;
  const strictType = strict?.action?.type;
  if (strictType === undefined || wordingTypes.has(strictType)) return true;
  // "Read's daily target at 25": a setting of a row the user has is that row's, whatever else is said.
  if (namesOwnRowSetting(text, request.context)) return false;
  // Over a change to a goal the user has, a new goal needs to be asked for outright ("set a new goal…"):
  // "goal" or "by june" alone say as much about the goal they have.
  return strictType === 'update_goal' ? asksForNewThing(text) : newThingWords.test(text);
}

function askBetween(request: TCoachRequest, first: TCoachAction, second: TCoachAction): TCoachAnswer {
  const { context } = request;
  return {
    reply: `Just to be sure — should I ${describeAction(first, context)}, or ${describeAction(second, context)}?`,
    action: null,
  };
}

function askWhichIntent(ranking: readonly TIntentScore[]): TCoachAnswer {
  const [first, second] = ranking.filter((score) => score.intent !== 'none');
  const options = [first, second]
    .filter((score) => score !== undefined)
    .map((score) => describeIntent(score.intent));
  return {
    reply: `I'm not sure I understood. Do you want to ${options.join(', or ')}? Say it with the name of the habit, goal or skill and I'll propose it.`,
    action: null,
  };
}

/**
 * An intent's chance once the candidates whose reading could not be filled ("200 hours of deep work" is
 * no single focus session) leave the ranking, as intents without rows do, and the rest scale back to a whole.
 */
function shareAmongReadable(
  ranking: readonly TIntentScore[],
  candidates: readonly { score: TIntentScore; answer: TCoachAnswer | null }[],
): (intent: string) => number {
  const unreadable = candidates
    .filter(({ answer }) => answer?.action == null)
    .reduce((sum, { score }) => sum + score.probability, 0);
  return (intent) => probabilityOf(ranking, intent) / Math.max(1 - unreadable, Number.EPSILON);
}

/** A new goal with a target and a deadline, or a new habit with a target and a unit: nothing made up. */
function isMeasured(action: TCoachAction): boolean {
  if (action.type === 'create_goal') return Boolean(action.end_date && action.target_value);
  return (
    action.type === 'create_habit' && typeof action.target === 'number' && typeof action.unit === 'string'
  );
}

function isBatchOf(action: TCoachAction | null | undefined, intent: string): boolean {
  const steps = Array.isArray(action?.actions) ? (action.actions as TCoachAction[]) : [];
  return steps.length > 1 && steps.every((step) => step.type === intent);
}

export function chooseReading(
  request: TCoachRequest,
  strict: TCoachAnswer | null,
  /** The intents of the family whose grammar gave `strict` ("log 20 minutes of yoga" offers a new habit from the log family). */
  strictIntents: readonly string[],
  ranking: readonly TIntentScore[],
  readingFor: TReadingSource,
): TCoachAnswer | null {
  const strictType = strict === null ? null : (strict.action?.type ?? 'none');
  const top = ranking[0];
  if (strict !== null && strictType !== null) {
    if (strictType === top?.intent || strictIntents.includes(top?.intent ?? '')) return strict;
    // "walking, flossing and journaling as habits": several of what the classifier reads is that reading too.
    if (strictType === 'batch' && top !== undefined && isBatchOf(strict.action, top.intent)) return strict;
    // The family's own intent counts too: a log of an unknown habit is offered as a new one.
    const familyProbability = Math.max(
      ...[strictType, ...strictIntents].map((intent) => probabilityOf(ranking, intent)),
    );
    if (strictType !== 'none' && familyProbability >= trustedProbability) return strict;
  }
  const candidates = ranking
    .filter((score) => score.intent !== 'none' && score.intent !== strictType)
    .filter((score) => score.probability >= candidateProbability)
    .slice(0, 2)
    .map((score) => ({ score, answer: readingFor(score.intent) }));
  const share = shareAmongReadable(ranking, candidates);
  // A new habit or goal named from a message the classifier reads as something else is no reading at
  // all: the classifier's readings are weighed as if no grammar had matched.
  const madeUp =
    strict?.action != null &&
    inventingTypes.has(strict.action.type) &&
    share(strict.action.type) < madeUpProbability;
  const kept = madeUp ? null : strict;
  // A new thing the classifier is not sure of: not proposed, but offered when another reading remains.
  const unsure: TCoachAnswer[] = [];
  for (const { score, answer } of candidates) {
    if (answer?.action == null) continue;
    if (wordingTypes.has(answer.action.type) && !mayInvent(request, strict)) continue;
    // A new name is read from the message only when the classifier is sure a new thing is asked for.
    if (inventingTypes.has(answer.action.type) && score.probability < confidentProbability) {
      unsure.push(answer);
      continue;
    }
    const firstUnsure = unsure[0]?.action;
    if (firstUnsure && kept === null) return askBetween(request, firstUnsure, answer.action);
    // Nothing else read it, or the classifier is sure of it among the readings that could be filled ("45
    // minutes of focused reading": no practice could be read, so a focus session is all but certain): its
    // reading. Two readings of a fair chance: ask.
    if (kept === null || share(score.intent) >= confidentProbability) return answer;
    // The grammar asked a question (which subskill? add or correct?): it stands unless the classifier is sure.
    if (kept.action === null) return kept;
    return askBetween(request, answer.action, kept.action);
  }
  // Two new things of about the same chance ("i want to stop smoking": a habit or a goal?): ask which.
  const [first, second] = unsure.map((answer) => answer.action).filter((action) => action != null);
  if (kept === null && first && second) return askBetween(request, first, second);
  // The one reading left, the classifier's likeliest of what could be read by a margin, measured in the
  // message's own words — a goal with an amount and a deadline ("target 200 hours of deep work by the end
  // of june"), a habit with an amount and a unit ("add 10 min meditation"): proposed, the user confirms.
  const [only] = unsure;
  if (kept === null && only?.action && isMeasured(only.action) && share(only.action.type) >= 0.5) return only;
  // A new habit or goal named from a message that reads as something else: ask rather than invent.
  if (madeUp) return top?.intent === 'none' ? null : askWhichIntent(ranking);
  return strict;
}
