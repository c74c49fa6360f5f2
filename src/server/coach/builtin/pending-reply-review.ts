import type { TCoachContext } from '../coach-provider';
import { isExplicitRequest } from './classify-message-kind';
import { lenientCorrection } from './lenient-correction';
import {
  scoreReply,
  type TPendingTurn,
  type TReplyModel,
  type TReplyProbabilities,
} from './pending-reply-scorer';
import modelData from './pending-reply-scorer-model.json';

/**
 * The learned second opinion on a reply to a pending proposal (decision 0056), used only where the rules are
 * least sure: a reply the rules would apply or accept that the scorer is sure refuses is a refusal; a reply the
 * rules can read nothing in that the scorer is sure changes the proposal gets a lenient reading (the one number
 * or the one row it names). The thresholds were picked by cross-validation on the development conversations
 * (eval/cross-validate-pending-reply.ts). The model is loaded once, at start.
 */

export type TReplyScorer = {
  model: TReplyModel;
  /** How sure the scorer must be, per wiring piece; above 1 turns a piece off. */
  refuse: number;
  change: number;
  question: number;
};

export const shippedReplyScorer: TReplyScorer = {
  model: modelData,
  refuse: 0.95,
  change: 0.95,
  question: 0.95,
};

let scorer: TReplyScorer | null = shippedReplyScorer;

/** Cross-validation swaps in each fold's model (or none, for the rules alone); returns the one it replaced. */
export function swapReplyScorer(next: TReplyScorer | null): TReplyScorer | null {
  const previous = scorer;
  scorer = next;
  return previous;
}

export function replyProbabilities(turn: TPendingTurn, context: TCoachContext): TReplyProbabilities | null {
  return scorer === null ? null : scoreReply(scorer.model, turn, context);
}

export function replyThreshold(piece: 'refuse' | 'change' | 'question'): number {
  return scorer?.[piece] ?? 2;
}

// "no, leave it", "don't change it": a refusal said in words is never read as a change, however sure the scorer.
const saysRefusal =
  /\b(?:cancel|never ?mind|forget|don'?t|do not|leave it|leave that|scrap|no change|not now)\b/;

// "i didnt", "no change", "don't": a change the rules read in the words is refused only when the words also say no.
const saysNo = /\b(?:no|not|nope|nah|never|nothing|didnt|dont|wont|havent|wasnt)\b|n't\b/;

type TIntentAnswer = { intent: 'confirm' | 'deny' | 'modify'; action?: unknown };

/**
 * The rules' answer to a reply, reviewed: "nahh never mind then", "lie, i didnt, dont log it" accepted or read as
 * a change are refused; "typo sorry!! 14 not 20" that the rules refuse for want of a reading is corrected. Never
 * against an explicit request ("log 20 pages instead" stays a change).
 */
/** An acceptance the scorer is sure refuses is refused; a change, only when the reply also says no. */
function refusable(ruled: TIntentAnswer, text: string): boolean {
  return ruled.intent === 'confirm' || saysNo.test(text);
}

export function reviewPendingReply(
  ruled: TIntentAnswer,
  turn: TPendingTurn,
  context: TCoachContext,
): TIntentAnswer {
  if (scorer === null || isExplicitRequest(turn.text)) return ruled;
  const scores = scoreReply(scorer.model, turn, context);
  if (ruled.intent !== 'deny')
    return scores.refuse >= scorer.refuse && refusable(ruled, turn.text) ? { intent: 'deny' } : ruled;
  // A change and a request for another action are told apart by few words ("make it 25" either way): together,
  // they are how sure the scorer is that the reply wants something other than what is proposed.
  if (scores.change + scores.new_request < scorer.change || saysRefusal.test(turn.text)) return ruled;
  const corrected = lenientCorrection(turn.pending, turn.text, context);
  return corrected === null ? ruled : { intent: 'modify', action: corrected };
}
