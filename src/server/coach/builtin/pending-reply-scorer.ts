import { classifyPendingReply } from '../../../domain/coach/pending-reply';
import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';
import { findGoal, findHabit, findSkill, findSubskill } from './find-rows';
import { classProbabilities, countFeatures, type TFeatureCounts } from './naive-bayes';
import { questionFeatures } from './question-scorer';

/**
 * A learned reading of the user's reply while a proposal is pending (decision 0056): does it accept the
 * proposal, change it, refuse it, ask a question, or ask for another action? A five-class naive Bayes model over
 * the question scorer's features (stems, bigrams, opening words, the named question shapes), the route the
 * shared rules give the reply, the kind of the pending proposal and whether the reply names its row or
 * another one. Trained on the development conversations only by `npm run coach:train-replies`
 * (pending-reply-scorer-model.json). Deterministic; plain data in, one probability per class out.
 */

export const replyClasses = ['confirm', 'change', 'refuse', 'question', 'new_request'] as const;
export type TReplyClass = (typeof replyClasses)[number];
export type TReplyModel = TFeatureCounts;
export type TReplyProbabilities = Record<TReplyClass, number>;

/** A reply as the scorer reads it: the message as sent, normalized, and the proposal it answers. */
export type TPendingTurn = { raw: string; text: string; pending: TCoachAction };
export type TLabelledReply = TPendingTurn & { label: TReplyClass };

const rowKeys = ['habit_id', 'goal_id', 'skill_id', 'parent_skill_id'] as const;

/** The ids of the rows a proposal (or each step of a batch) is about. */
function pendingRows(pending: TCoachAction): Set<string> {
  const steps = Array.isArray(pending.actions) ? (pending.actions as TCoachAction[]) : [pending];
  const ids = steps.flatMap((step) => rowKeys.map((key) => step[key]));
  return new Set(ids.filter((id): id is string => typeof id === 'string'));
}

/** "#row:pending" when the reply names the proposal's own row, "#row:other" when it names another one. */
function rowFeature(turn: TPendingTurn, context: TCoachContext): string | null {
  const named =
    findHabit(turn.text, context) ??
    findGoal(turn.text, context) ??
    findSubskill(turn.text, context) ??
    findSkill(turn.text, context);
  if (named === null) return null;
  return pendingRows(turn.pending).has(named.row.id) ? '#row:pending' : '#row:other';
}

export function replyFeatures(turn: TPendingTurn, context: TCoachContext): string[] {
  const features = questionFeatures(turn.text);
  features.push(`#route:${classifyPendingReply(turn.raw)}`, `%kind:${turn.pending.type}`);
  const row = rowFeature(turn, context);
  if (row !== null) features.push(row);
  if (/^(?:\W*(?:actually|hmm|oh|ugh|um|well|wait|ah|lol|haha)\W+)*(?:no|nope|nah+|not)\b/.test(turn.text))
    features.push('#opens-no');
  return features;
}

export function trainReplyModel(examples: readonly TLabelledReply[], context: TCoachContext): TReplyModel {
  return countFeatures(
    examples,
    replyClasses.length,
    (example) => replyClasses.indexOf(example.label),
    (example) => replyFeatures(example, context),
  );
}

/** Tempered as the question scorer is: naive Bayes is overconfident. */
const temperature = 3;

export function scoreReply(
  model: TReplyModel,
  turn: TPendingTurn,
  context: TCoachContext,
): TReplyProbabilities {
  const probabilities = classProbabilities(model, replyFeatures(turn, context), temperature);
  return Object.fromEntries(
    replyClasses.map((name, index) => [name, probabilities[index] ?? 0]),
  ) as TReplyProbabilities;
}
