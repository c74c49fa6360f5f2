import type { TCoachAction } from '../coach-answer';
import { candidateSpans, namedIn, spansOf, type TNameExample, tokenize } from '../name-reader';
import { developmentRequestBatches } from './development-sets';
import { coachTrainingCases, type TEvalCase } from './evaluate-builtin-coach';

/**
 * The name reader's training data (decision 0057): the development request cases only, by the file they came
 * from (cross-validation holds out one file at a time). A case is an example when it expects one action that
 * names a new or renamed row, and that name stands word for word in the message (case aside); "Floss" from
 * "i flossed" is the rules' business, not the reader's. No frozen file is read: `development-sets.ts` imports
 * development JSON only.
 */

export type TRequestFile = { file: string; cases: TEvalCase[] };

/** The development request files: the training cases, then each batch turned development. */
export function developmentRequestFiles(): TRequestFile[] {
  return [
    { file: 'coach-eval-set', cases: coachTrainingCases },
    ...Object.entries(developmentRequestBatches).map(([file, cases]) => ({
      file,
      cases: cases as TEvalCase[],
    })),
  ];
}

/** A case as an example, when its expected name is a run of the message's words a name could be. */
export function nameExample(evalCase: TEvalCase): TNameExample | null {
  const expected = evalCase.expect as TCoachAction | null;
  const named = namedIn(expected);
  if (expected === null || named === null) return null;
  const tokens = tokenize(evalCase.message);
  const candidates = candidateSpans(tokens);
  const found = spansOf(tokens, named.name).some((span) =>
    candidates.some((candidate) => candidate.start === span.start && candidate.end === span.end),
  );
  return found ? { message: evalCase.message, kind: expected.type, name: named.name } : null;
}

export function nameExamples(files: readonly TRequestFile[] = developmentRequestFiles()): TNameExample[] {
  return files.flatMap(({ cases }) =>
    cases.map(nameExample).filter((example): example is TNameExample => example !== null),
  );
}
