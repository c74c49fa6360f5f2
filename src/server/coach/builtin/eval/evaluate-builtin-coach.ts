import { isPlainObject } from '../../../../domain/actions/action-fields';
import type { TCoachAction } from '../coach-answer';
import { splitWords, stemInflection } from '../match-by-name';
import { answerFirstMessage } from '../question-veto';
import evalSet from './coach-eval-set.json';
import { fixtures, type TFixtureName } from './coach-fixtures';
import { developmentRequestBatches } from './development-sets';

/**
 * How often the built-in coach proposes what a person meant. Each case is a message, the fixture user
 * who sends it, and the action expected (its type and key fields: a subset match) or null when the
 * right answer is a reply without an action. See docs/builtin-coach.md for adding cases.
 */

export type TEvalCase = {
  id: string;
  fixture: string;
  message: string;
  /** The intent to train the classifier on, when `expect` does not say it: a log the coach must ask about. */
  intent?: string;
  expect: Record<string, unknown> | null;
};
export type TEvalMiss = {
  id: string;
  message: string;
  expected: unknown;
  actual: TCoachAction | null;
  reply: string;
};
export type TEvalReport = { total: number; passed: number; accuracy: number; misses: TEvalMiss[] };

/** The cases the intent classifier is trained on (npm run coach:train) and cross-validated over. */
export const coachTrainingCases: TEvalCase[] = evalSet.cases;

/**
 * The development set: the parser may be tuned on all of it. The training cases, then the batches written as
 * frozen batches and turned development once their misses were read (`development-sets.ts`, with each batch's
 * first run), measured like the rest but not trained on.
 */
export const coachEvalCases: TEvalCase[] = [
  ...coachTrainingCases,
  ...(Object.values(developmentRequestBatches).flat() as TEvalCase[]),
];

function isFixtureName(name: string): name is TFixtureName {
  return Object.hasOwn(fixtures, name);
}

/**
 * "Do yoga" and "Yoga" name one habit: "do" only says the activity is done. "Journaling" and "Journal",
 * "Walking the dog" and "Walk the dog" name one habit too: the coach finds either by its inflection
 * (`stemInflection`, the stems `match-by-name` compares), and the sets were written by different hands,
 * one way or the other (issue 36, decision 0048). A synonym is another name: "Sketch" is not "Draw".
 */
function activityName(name: string): string {
  return splitWords(name.trim().replace(/^do\s+(?!the\b|it\b|this\b|that\b|a\b|an\b)/i, ''))
    .map(stemInflection)
    .join(' ');
}

/**
 * "litres" and "liters", "kilometres" and "kilometers" are one unit in two spellings: the sets' writers spell
 * it their way and the coach one way, so a unit compares by its American spelling (decision 0053), as a name
 * compares by its inflection (decision 0048).
 */
function unitSpelling(unit: string): string {
  return unit
    .trim()
    .toLowerCase()
    .replace(/([a-z])tre(s?)\b/g, '$1ter$2');
}

/**
 * Text compares without case or outer spaces (a name also without a leading "do"); numbers exactly; an
 * expected object or array is matched field by field, and an expected array is a prefix of the actual one
 * (a routine may add steps).
 */
export function matchesExpected(expected: unknown, actual: unknown): boolean {
  if (expected === null) return actual === null || actual === undefined;
  if (typeof expected === 'string')
    return typeof actual === 'string' && actual.trim().toLowerCase() === expected.trim().toLowerCase();
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      expected.length <= actual.length &&
      expected.every((item, index) => matchesExpected(item, actual[index]))
    );
  if (isPlainObject(expected))
    return (
      isPlainObject(actual) &&
      Object.entries(expected).every(([key, value]) =>
        key === 'name' && typeof value === 'string' && typeof actual[key] === 'string'
          ? activityName(value) === activityName(actual[key])
          : key === 'unit' && typeof value === 'string' && typeof actual[key] === 'string'
            ? unitSpelling(value) === unitSpelling(actual[key])
            : matchesExpected(value, actual[key]),
      )
    );
  return expected === actual;
}

const goalActionTypes = new Set(['create_goal', 'update_goal']);

/**
 * A goal's `title` is an alias of `name` on create_goal and update_goal alike (normalizeGoalFields renames it
 * before validation), and cases were written with either: both sides are compared under the field the server keeps.
 */
export function canonicalAction(action: unknown): unknown {
  if (!isPlainObject(action)) return action;
  if (Array.isArray(action.actions)) return { ...action, actions: action.actions.map(canonicalAction) };
  if (!goalActionTypes.has(String(action.type)) || action.title === undefined) return action;
  const { title, ...rest } = action;
  return { ...rest, name: title };
}

/**
 * "drew for an hour" on a skill with no subskills, or "I practiced guitar" → "45 minutes": practice on a skill as a
 * whole goes on its "General" subskill (decision 0025), made in the same batch when the skill has none. A case that
 * expects one practice entry on the skill compares such a batch as that entry, on the skill (decision 0050); a case
 * that spells the batch out is compared as it is.
 */
export function asPracticeEntry(action: TCoachAction | null): TCoachAction | null {
  const steps = Array.isArray(action?.actions) ? (action.actions as TCoachAction[]) : [];
  const [made, entry] = steps;
  if (steps.length !== 2 || made === undefined || entry === undefined) return action;
  const makesGeneral = made.type === 'create_user_subskill' && String(made.name).toLowerCase() === 'general';
  const logsOnIt = entry.type === 'create_skill_entry' && entry.parent_skill_id === made.parent_skill_id;
  return makesGeneral && logsOnIt ? { ...entry, skill_id: made.parent_skill_id } : action;
}

/** The action to judge a case by: the General batch read as the entry when the case expects an entry. */
function judgedAction(expected: TEvalCase['expect'], action: TCoachAction | null): TCoachAction | null {
  return expected?.type === 'create_skill_entry' ? asPracticeEntry(action) : action;
}

export function evaluateBuiltinCoach(cases: readonly TEvalCase[] = coachEvalCases): TEvalReport {
  const misses: TEvalMiss[] = [];
  for (const evalCase of cases) {
    if (!isFixtureName(evalCase.fixture))
      throw new Error(`Unknown fixture ${evalCase.fixture} in ${evalCase.id}`);
    const answer = answerFirstMessage(
      evalCase.message,
      fixtures[evalCase.fixture],
      evalCase.fixture === 'guest',
    );
    if (
      !matchesExpected(
        canonicalAction(evalCase.expect),
        canonicalAction(judgedAction(evalCase.expect, answer.action)),
      )
    ) {
      misses.push({
        id: evalCase.id,
        message: evalCase.message,
        expected: evalCase.expect,
        actual: answer.action,
        reply: answer.reply,
      });
    }
  }
  const passed = cases.length - misses.length;
  return { total: cases.length, passed, accuracy: cases.length === 0 ? 1 : passed / cases.length, misses };
}

export function formatMisses(misses: readonly TEvalMiss[]): string {
  return misses
    .map(
      (miss) =>
        `${miss.id} "${miss.message}"\n  expected ${JSON.stringify(miss.expected)}\n  got      ${JSON.stringify(miss.actual)}`,
    )
    .join('\n');
}
