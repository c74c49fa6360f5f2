import { normalizeMessage } from '../normalize-message';
import { type TLabelledText, trainQuestionModel } from '../question-scorer';
import { developmentQuestionSets } from './development-sets';
import { coachEvalCases, type TEvalCase } from './evaluate-builtin-coach';

/**
 * The learned question scorer's training data (decision 0055): the development sets only, never a frozen one.
 * Questions of the development question sets (how-to, data, small talk) are questions, their request cases and
 * every development request with an expected action are requests; a request case expecting no action is neither.
 */

type TQuestionRow = {
  id: string;
  message: string;
  kind: string;
  guest?: boolean;
  expect: Record<string, unknown>;
};

export const developmentQuestionCases = Object.values(
  developmentQuestionSets,
).flat() as readonly TQuestionRow[];

export const developmentRequestCases: readonly TEvalCase[] = coachEvalCases.filter(
  (evalCase) => evalCase.expect !== null,
);

export type TScorerExample = TLabelledText & { id: string };

export function questionScorerExamples(): TScorerExample[] {
  return [
    ...developmentQuestionCases.map((row) => ({
      id: row.id,
      message: row.message,
      label: row.kind === 'request' ? ('request' as const) : ('question' as const),
    })),
    ...developmentRequestCases.map((row) => ({
      id: row.id,
      message: row.message,
      label: 'request' as const,
    })),
  ];
}

/** The scorer `npm run coach:train-questions` ships: trained on the development sets as they stand. */
export function trainShippedQuestionModel() {
  const examples = questionScorerExamples().map((example) => ({
    ...example,
    message: normalizeMessage(example.message),
  }));
  return { examples, model: trainQuestionModel(examples) };
}
