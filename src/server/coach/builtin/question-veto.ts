import type { TCoachContext } from '../coach-provider';
import { answerMessage, ownRows } from './answer-message';
import { classifyIntent } from './classify-intent';
import { isExplicitRequest } from './classify-message-kind';
import type { TCoachAnswer } from './coach-answer';
import type { TNamed } from './match-by-name';
import { reviewName } from './name-review';
import { normalizeMessage } from './normalize-message';
import { scoreQuestion, type TQuestionModel } from './question-scorer';
import modelData from './question-scorer-model.json';

/**
 * The learned veto on the first decision (decision 0055): a message the rules would read as a request, which the
 * scorer is sure is a plain question, is answered instead. Never against an explicit request ("can you add…",
 * "please…", an imperative). The threshold was picked by 5-fold cross-validation on the development sets.
 */
export const vetoThreshold = 0.95;

const model: TQuestionModel = modelData;

export function scorerVetoes(text: string, ownRows: readonly TNamed[] = []): boolean {
  return scoreQuestion(model, text) >= vetoThreshold && !isExplicitRequest(text, ownRows);
}

/**
 * A conversation's first message, with the veto: only a message the rules would act on is scored, and a vetoed one
 * is answered as a question (the data answerers first, then the lessons). Replies later in a conversation are not
 * vetoed: "22 pages, finally got into the new thriller" answers the coach's own question. An action kept has its new
 * row's name reviewed by the learned name reader (name-review.ts).
 */
export function answerFirstMessage(message: string, context: TCoachContext, guest: boolean): TCoachAnswer {
  const answer = answerMessage(message, context, guest);
  if (answer.action === null) return answer;
  // The learned name reader reviews the name a proposal gives a new or renamed row (decision 0057).
  if (!scorerVetoes(normalizeMessage(message), ownRows(context))) return reviewName(message, answer);
  return answerMessage(message, context, guest, classifyIntent, true);
}
