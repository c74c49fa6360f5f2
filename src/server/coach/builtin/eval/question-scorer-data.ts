import type { TLabelledText } from '../question-scorer';
import questionsDev from './coach-questions-dev.json';
import questionsDev2 from './coach-questions-dev-2.json';
import questionsDev3 from './coach-questions-dev-3.json';
import questionsDev4 from './coach-questions-dev-4.json';
import questionsDev5 from './coach-questions-dev-5.json';
import questionsDev6 from './coach-questions-dev-6.json';
import questionsDev7 from './coach-questions-dev-7.json';
import questionsDev8 from './coach-questions-dev-8.json';
import questionsDev9 from './coach-questions-dev-9.json';
import questionsDev10 from './coach-questions-dev-10.json';
import questionsDev11 from './coach-questions-dev-11.json';
import questionsDev12 from './coach-questions-dev-12.json';
import questionsDev13 from './coach-questions-dev-13.json';
import questionsDev14 from './coach-questions-dev-14.json';
import questionsDev15 from './coach-questions-dev-15.json';
import questionsDev16 from './coach-questions-dev-16.json';
import questionsDev17 from './coach-questions-dev-17.json';
import questionsDev18 from './coach-questions-dev-18.json';
import questionsDev19 from './coach-questions-dev-19.json';
import questionsDev20 from './coach-questions-dev-20.json';
import questionsDev21 from './coach-questions-dev-21.json';
import questionsDev22 from './coach-questions-dev-22.json';
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

export const developmentQuestionCases: readonly TQuestionRow[] = [
  ...questionsDev.cases,
  ...questionsDev2.cases,
  ...questionsDev3.cases,
  ...questionsDev4.cases,
  ...questionsDev5.cases,
  ...questionsDev6.cases,
  ...questionsDev7.cases,
  ...questionsDev8.cases,
  ...questionsDev9.cases,
  ...questionsDev10.cases,
  ...questionsDev11.cases,
  ...questionsDev12.cases,
  ...questionsDev13.cases,
  ...questionsDev14.cases,
  ...questionsDev15.cases,
  ...questionsDev16.cases,
  ...questionsDev17.cases,
  ...questionsDev18.cases,
  ...questionsDev19.cases,
  ...questionsDev20.cases,
  ...questionsDev21.cases,
  ...questionsDev22.cases,
];

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
