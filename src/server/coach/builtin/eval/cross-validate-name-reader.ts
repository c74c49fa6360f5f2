import type { TCoachAnswer } from '../coach-answer';
import { namedIn, trainNameModel } from '../name-reader';
import { reviewName, swapNameReviewer, type TNameReviewer } from '../name-review';
import { answerFirstMessage } from '../question-veto';
import { fixtures, type TFixtureName } from './coach-fixtures';
import { canonicalAction, matchesExpected, type TEvalCase } from './evaluate-builtin-coach';
import { developmentRequestFiles, nameExamples } from './name-reader-data';

/**
 * Leave-one-file-out cross-validation of the learned name reader (decision 0057) on the development request files
 * alone: for each file, a model trained on the other files reviews the rules' answers to that file's cases, and
 * each case is judged as the evaluation judges it. The review is the last step of a first message's answer
 * (question-veto.ts), so the rules' answers are computed once, without the reader, and reviewed per fold. Prints,
 * for each wiring piece (name-review.ts) and margin, how many cases it saves and breaks against the rules alone.
 * npx tsx src/server/coach/builtin/eval/cross-validate-name-reader.ts [loose trim other] (Infinity turns one off)
 */

type TRuled = { evalCase: TEvalCase; file: number; answer: TCoachAnswer; before: boolean };

const passes = (evalCase: TEvalCase, answer: TCoachAnswer) =>
  matchesExpected(canonicalAction(evalCase.expect), canonicalAction(answer.action));

/** The rules' answers, without the reader, to every case whose answer names a new or renamed row. */
function ruledAnswers(files: ReturnType<typeof developmentRequestFiles>): TRuled[] {
  const shipped = swapNameReviewer(null);
  const ruled = files.flatMap(({ cases }, file) =>
    cases.flatMap((evalCase) => {
      const fixture = evalCase.fixture as TFixtureName;
      const answer = answerFirstMessage(evalCase.message, fixtures[fixture], fixture === 'guest');
      return namedIn(answer.action) === null
        ? []
        : [{ evalCase, file, answer, before: passes(evalCase, answer) }];
    }),
  );
  swapNameReviewer(shipped);
  return ruled;
}

type TMargins = { loose: number; trim: number; other: number };
const off = Number.POSITIVE_INFINITY;

export function crossValidateNameReader(chosen: TMargins) {
  const files = developmentRequestFiles();
  const models = files.map((_, held) => trainNameModel(nameExamples(files.filter((__, at) => at !== held))));
  const ruled = ruledAnswers(files);
  const run = (margins: TMargins) => {
    const changed = ruled.map(({ evalCase, file, answer, before }) => {
      const reviewer: TNameReviewer = { model: models[file] ?? { weights: {} }, ...margins };
      const reviewed = reviewName(evalCase.message, answer, reviewer);
      return { id: evalCase.id, before, after: passes(evalCase, reviewed), changed: reviewed !== answer };
    });
    const ids = (from: boolean, to: boolean) =>
      changed.filter((row) => row.before === from && row.after === to && row.changed).map((row) => row.id);
    return {
      ...margins,
      changed: changed.filter((row) => row.changed).length,
      saved: ids(false, true),
      broken: ids(true, false),
    };
  };
  const margins = [0, 1, 2, 3, 4, 6, 8, 12];
  const brief = (result: ReturnType<typeof run>) => ({
    margin: Math.min(result.loose, result.trim, result.other),
    changed: result.changed,
    saved: result.saved.length,
    broken: result.broken.length,
  });
  return {
    files: files.length,
    examples: nameExamples(files).length,
    namedAnswers: ruled.length,
    passingBefore: ruled.filter((row) => row.before).length,
    loose: margins.map((margin) => brief(run({ loose: margin, trim: off, other: off }))),
    trim: margins.map((margin) => brief(run({ loose: off, trim: margin, other: off }))),
    other: margins.map((margin) => brief(run({ loose: off, trim: off, other: margin }))),
    chosen: run(chosen),
  };
}

if (process.argv[1]?.endsWith('cross-validate-name-reader.ts')) {
  const [loose = 4, trim = off, other = off] = process.argv.slice(2).map(Number);
  console.log(JSON.stringify(crossValidateNameReader({ loose, trim, other })));
}
