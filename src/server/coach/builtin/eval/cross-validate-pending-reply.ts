import { swapReplyScorer, type TReplyScorer } from '../pending-reply-review';
import {
  replyClasses,
  scoreReply,
  type TReplyClass,
  type TReplyModel,
  trainReplyModel,
} from '../pending-reply-scorer';
import { fixtures } from './coach-fixtures';
import {
  evaluateConversations,
  sendTurn,
  type TConversationCase,
  type TState,
} from './evaluate-coach-answers';
import { developmentConversations, pendingReplyExamples } from './pending-reply-data';

/**
 * k-fold cross-validation of the learned pending-reply scorer (decision 0056) on the development conversations
 * alone. Folds are by conversation; each fold's replies are scored, and each fold's conversations driven, with a
 * model trained on the other folds. Prints per-class precision and recall (the class scored highest), and for
 * each wiring piece (pending-reply-review.ts, answer-while-pending.ts) and threshold how many conversations it
 * saves and breaks against the rules alone.
 * npx tsx src/server/coach/builtin/eval/cross-validate-pending-reply.ts [folds] [refuse change question]
 */

type TPiece = 'refuse' | 'change' | 'question';
const off = 2;
const context = fixtures.standard;

/** Whether a conversation sends a turn while a proposal is pending: only those can change. */
function sendsWhilePending(evalCase: TConversationCase): boolean {
  let state: TState = { messages: [], pending: null, cancelled: false, reply: '' };
  return evalCase.turns.some((turn) => {
    const pending = state.pending !== null;
    state = sendTurn(state, turn, context);
    return pending;
  });
}

function passes(cases: readonly TConversationCase[], scorer: TReplyScorer | null): boolean[] {
  const shipped = swapReplyScorer(scorer);
  const passed = cases.map((evalCase) => evaluateConversations([evalCase]).passed === 1);
  swapReplyScorer(shipped);
  return passed;
}

function perClass(labels: readonly TReplyClass[], guesses: readonly TReplyClass[]) {
  return replyClasses.map((name) => {
    const guessed = guesses.filter((guess) => guess === name).length;
    const actual = labels.filter((label) => label === name).length;
    const right = labels.filter((label, index) => label === name && guesses[index] === name).length;
    return {
      class: name,
      actual,
      precision: guessed ? right / guessed : 0,
      recall: actual ? right / actual : 0,
    };
  });
}

export function crossValidatePendingReply(folds: number, chosen: Record<TPiece, number>) {
  swapReplyScorer(null);
  const examples = pendingReplyExamples();
  const conversations = developmentConversations.map((evalCase, index) => ({ evalCase, index }));
  const models = Array.from({ length: folds }, (_, fold) =>
    trainReplyModel(
      examples.filter((example) => example.conversation % folds !== fold),
      context,
    ),
  );
  const modelFor = (fold: number): TReplyModel => models[fold] ?? { messages: [], features: {} };
  const guesses = examples.map((example) => {
    const scores = scoreReply(modelFor(example.conversation % folds), example, context);
    return replyClasses.reduce((best, name) => (scores[name] > scores[best] ? name : best));
  });
  const live = conversations.filter(({ evalCase }) => sendsWhilePending(evalCase));
  const before = passes(
    live.map(({ evalCase }) => evalCase),
    null,
  );
  const run = (thresholds: Record<TPiece, number>) => {
    const after: boolean[] = [];
    for (let fold = 0; fold < folds; fold += 1) {
      const scorer = { model: modelFor(fold), ...thresholds };
      const inFold = live
        .map((entry, at) => ({ ...entry, at }))
        .filter(({ index }) => index % folds === fold);
      const passed = passes(
        inFold.map(({ evalCase }) => evalCase),
        scorer,
      );
      inFold.forEach(({ at }, i) => {
        after[at] = passed[i] ?? false;
      });
    }
    const ids = (from: boolean, to: boolean) =>
      live.filter((_, at) => before[at] === from && after[at] === to).map(({ evalCase }) => evalCase.id);
    return { saved: ids(false, true), broken: ids(true, false) };
  };
  const pieces = (['refuse', 'change', 'question'] as const).map((piece) => ({
    piece,
    rows: [0.6, 0.8, 0.9, 0.95, 0.98].map((threshold) => {
      const { saved, broken } = run({ refuse: off, change: off, question: off, [piece]: threshold });
      return { threshold, saved: saved.length, broken: broken.length, savedIds: saved, brokenIds: broken };
    }),
  }));
  const together = run(chosen);
  return {
    folds,
    examples: examples.length,
    classes: perClass(
      examples.map((example) => example.label),
      guesses,
    ),
    conversations: developmentConversations.length,
    sendingWhilePending: live.length,
    passingBefore: before.filter(Boolean).length,
    pieces,
    chosen: { ...chosen, saved: together.saved, broken: together.broken },
  };
}

if (process.argv[1]?.endsWith('cross-validate-pending-reply.ts')) {
  const [folds = 5, refuse = 0.9, change = 0.9, question = 0.9] = process.argv.slice(2).map(Number);
  console.log(JSON.stringify(crossValidatePendingReply(folds, { refuse, change, question }), null, 1));
}
