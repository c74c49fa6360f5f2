import type { TCoachAction } from '../coach-answer';
import { normalizeMessage } from '../normalize-message';
import { swapReplyScorer } from '../pending-reply-review';
import { type TLabelledReply, type TReplyClass, trainReplyModel } from '../pending-reply-scorer';
import { fixtures } from './coach-fixtures';
import { developmentConversationSets } from './development-sets';
import { asPracticeEntry, canonicalAction, matchesExpected } from './evaluate-builtin-coach';
import { expectedAction, sendTurn, type TConversationCase, type TState } from './evaluate-coach-answers';

/**
 * The pending-reply scorer's training data (decision 0056): the development conversations only, never a frozen
 * set. Each conversation is driven as the harness drives it; the last turn, when it is sent while a proposal is
 * pending, is labelled from what the case expects: refuse when the proposal is to be cancelled, question when
 * the turn is to be answered, otherwise confirm (the expected action is the one pending), change (the same kind
 * of action on the same row, or a batch holding it, or on another row said as a correction) or new request
 * (another kind of action: on the development sets mostly what the user meant when the rules misread the turn
 * before, "stretching, into the run a marathon goal" after a new goal "Habit counting towards a goal"). The same
 * kind of action on another row, said without a correction, is left out: it is not surely either.
 */

export const developmentConversations = Object.values(
  developmentConversationSets,
).flat() as readonly TConversationCase[];

export type TReplyExample = TLabelledReply & { id: string; conversation: number };

const rowKeys = ['habit_id', 'goal_id', 'skill_id', 'parent_skill_id'];
// "no, stretch", "oops i meant 28": said within the first three words, a correction of the row.
const saysCorrection = /^(?:\W*\w+\W+){0,2}(?:no|nope|nah|not|actually|oops|sorry|wait|i meant|meant|typo)\b/;

function stepsOf(action: Record<string, unknown>): Record<string, unknown>[] {
  return Array.isArray(action.actions) ? (action.actions as Record<string, unknown>[]) : [action];
}

function sameRow(one: Record<string, unknown>, other: Record<string, unknown>): boolean {
  return rowKeys.every(
    (key) => one[key] === undefined || other[key] === undefined || one[key] === other[key],
  );
}

/** What the expected action says of the pending one: kept, changed, replaced, or not surely either. */
function compare(expected: Record<string, unknown>, pending: TCoachAction, text: string): TReplyClass | null {
  const expectedSteps = stepsOf(expected);
  const pendingSteps = stepsOf(pending);
  const sameKind = pendingSteps.some((step) => expectedSteps.some((other) => other.type === step.type));
  if (!sameKind) return 'new_request';
  const onRow = pendingSteps.some((step) =>
    expectedSteps.some((other) => other.type === step.type && sameRow(step, other)),
  );
  if (onRow || expectedSteps.length > 1 || saysCorrection.test(text)) return 'change';
  return null;
}

function labelOf(evalCase: TConversationCase, pending: TCoachAction, text: string): TReplyClass | null {
  const context = fixtures.standard;
  if (evalCase.expect.cancelled) return 'refuse';
  if (evalCase.expect.answer) return 'question';
  if (!evalCase.expect.action) return null;
  const expected = expectedAction(evalCase.expect.action, context);
  const actual = evalCase.expect.action.type === 'create_skill_entry' ? asPracticeEntry(pending) : pending;
  if (matchesExpected(expected, canonicalAction(actual))) return 'confirm';
  return compare(canonicalAction(expected) as Record<string, unknown>, pending, text);
}

/** The labelled pending turns of the development conversations. */
export function pendingReplyExamples(
  conversations: readonly TConversationCase[] = developmentConversations,
): TReplyExample[] {
  const context = fixtures.standard;
  const examples: TReplyExample[] = [];
  // Driven by the rules alone, so the data never depends on the model trained from it.
  const shipped = swapReplyScorer(null);
  conversations.forEach((evalCase, conversation) => {
    let state: TState = { messages: [], pending: null, cancelled: false, reply: '' };
    evalCase.turns.forEach((turn, index) => {
      const pending = state.pending;
      if (pending !== null && index === evalCase.turns.length - 1) {
        const text = normalizeMessage(turn);
        const label = labelOf(evalCase, pending, text);
        if (label !== null) examples.push({ id: evalCase.id, conversation, raw: turn, text, pending, label });
      }
      state = sendTurn(state, turn, context);
    });
  });
  swapReplyScorer(shipped);
  return examples;
}

/** The scorer `npm run coach:train-replies` ships: trained on the development conversations as they stand. */
export function trainShippedReplyModel() {
  const examples = pendingReplyExamples();
  return { examples, model: trainReplyModel(examples, fixtures.standard) };
}

if (process.argv[1]?.endsWith('pending-reply-data.ts')) {
  const examples = pendingReplyExamples();
  const counts = new Map<string, number>();
  for (const example of examples) counts.set(example.label, (counts.get(example.label) ?? 0) + 1);
  console.log(`${developmentConversations.length} conversations, ${examples.length} labelled pending turns`);
  console.log([...counts].map(([label, count]) => `${label} ${count}`).join(', '));
  if (process.argv.includes('--list'))
    for (const example of examples) console.log(`${example.label}\t${example.id}\t${example.raw}`);
}
