import { isExplicitRequest, isPlainQuestion } from './classify-message-kind';
import type { TNamed } from './match-by-name';
import { scoreQuestion, type TQuestionModel } from './question-scorer';
import modelData from './question-scorer-model.json';

/**
 * The learned veto on the first decision (decision 0055): a message the rules would read as a request, which the
 * scorer is sure is a plain question, is answered instead. Never against an explicit request ("can you add…",
 * "please…", an imperative). The threshold was picked by 5-fold cross-validation on the development sets.
 * Not adopted: see the decision.
 */
export const vetoThreshold = 0.95;

const model: TQuestionModel = modelData;

export function scorerVetoes(text: string, ownRows: readonly TNamed[] = []): boolean {
  // Off unless asked for: measured and not adopted (decision 0055); COACH_QUESTION_VETO=on runs the experiment.
  if (process.env.COACH_QUESTION_VETO !== 'on') return false;
  return scoreQuestion(model, text) >= vetoThreshold && !isExplicitRequest(text, ownRows);
}

/** The first decision's question, with the veto (when on) for a message the rules would act on. */
export function answersAsQuestion(text: string, ownRows: readonly TNamed[] = []): boolean {
  return isPlainQuestion(text, ownRows) || scorerVetoes(text, ownRows);
}
