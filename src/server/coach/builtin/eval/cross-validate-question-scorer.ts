import { answerInConversation } from '../answer-in-conversation';
import { isExplicitRequest, isPlainQuestion } from '../classify-message-kind';
import { normalizeMessage } from '../normalize-message';
import { scoreQuestion, trainQuestionModel } from '../question-scorer';
import { fixtures } from './coach-fixtures';
import { evaluateBuiltinCoach } from './evaluate-builtin-coach';
import {
  developmentQuestionCases,
  developmentRequestCases,
  questionScorerExamples,
} from './question-scorer-data';

/**
 * k-fold cross-validation of the learned question scorer (decision 0055) on the development sets alone: each
 * fold's messages are scored by a model trained on the other folds, and the veto (question-veto.ts) is applied
 * to the rule-based pipeline's own outcome for that message. A question that proposed an action and is vetoed is
 * answered instead; a request that was read right and is vetoed is lost.
 * npx tsx src/server/coach/builtin/eval/cross-validate-question-scorer.ts [folds]
 */

type TOutcome = {
  id: string;
  text: string;
  question: boolean;
  proposed: boolean;
  right: boolean;
  held: number;
};

function baseline(): Omit<TOutcome, 'held'>[] {
  const questions = developmentQuestionCases.map((row) => {
    const guest = row.guest === true;
    const messages = [{ role: 'user' as const, content: row.message }];
    const { action } = answerInConversation(messages, guest ? fixtures.guest : fixtures.standard, guest);
    const question = row.kind !== 'request';
    const text = normalizeMessage(row.message);
    return {
      id: row.id,
      text,
      question,
      proposed: action !== null,
      right: question ? action === null : action !== null,
    };
  });
  const requests = developmentRequestCases.map((row) => ({
    id: row.id,
    text: normalizeMessage(row.message),
    question: false,
    proposed: true,
    right: evaluateBuiltinCoach([row]).passed === 1,
  }));
  return [...questions, ...requests];
}

/** Whether the veto would fire on a message with this held-out score. */
export function vetoes(text: string, score: number, threshold: number): boolean {
  return score >= threshold && !isPlainQuestion(text) && !isExplicitRequest(text);
}

export function crossValidateQuestionScorer(folds = 5) {
  const examples = questionScorerExamples();
  const outcomes = baseline();
  const held: number[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const model = trainQuestionModel(
      examples
        .filter((_, index) => index % folds !== fold)
        .map((e) => ({ ...e, message: normalizeMessage(e.message) })),
    );
    examples.forEach((example, index) => {
      if (index % folds === fold) held[index] = scoreQuestion(model, normalizeMessage(example.message));
    });
  }
  const scored: TOutcome[] = outcomes.map((outcome, index) => ({ ...outcome, held: held[index] ?? 0 }));
  const before = {
    questionsProposing: scored.filter((o) => o.question && o.proposed).length,
    requestsRight: scored.filter((o) => !o.question && o.right).length,
  };
  const rows = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.98, 0.99].map((threshold) => {
    const vetoed = scored.filter((o) => o.proposed && vetoes(o.text, o.held, threshold));
    return {
      threshold,
      questionsSaved: vetoed.filter((o) => o.question).length,
      requestsLost: vetoed.filter((o) => !o.question && o.right).length,
      lost: vetoed
        .filter((o) => !o.question && o.right)
        .map((o) => `${o.id} ${o.text}`)
        .slice(0, 12),
      saved: vetoed
        .filter((o) => o.question)
        .map((o) => `${o.id} ${o.text}`)
        .slice(0, 12),
    };
  });
  return {
    folds,
    questions: scored.filter((o) => o.question).length,
    requests: scored.filter((o) => !o.question).length,
    before,
    rows,
  };
}

if (process.argv[1]?.endsWith('cross-validate-question-scorer.ts'))
  console.log(JSON.stringify(crossValidateQuestionScorer(Number(process.argv[2] ?? 5)), null, 1));
