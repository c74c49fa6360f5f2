import { buildConfusionTable, formatConfusionTable } from './confusion-table';
import { crossValidate } from './cross-validate-intents';
import {
  coachEvalCases,
  coachFrozenCases,
  coachFrozenCases2,
  coachFrozenCases3,
  coachFrozenCases4,
  coachFrozenCases5,
  evaluateBuiltinCoach,
  formatMisses,
} from './evaluate-builtin-coach';

/** `npx tsx src/server/coach/builtin/eval/print-eval.ts [--misses] [--dev]`: every set, with their confusion tables. */
const showMisses = process.argv.includes('--misses');
// --dev: the development set only, for work on the parser (the frozen set is not to be looked at then).
const sets = [
  ['development', coachEvalCases],
  ['frozen', coachFrozenCases],
  ['frozen batch 2', coachFrozenCases2],
  ['frozen batch 3', coachFrozenCases3],
  ['frozen batch 4', coachFrozenCases4],
  ['frozen batch 5', coachFrozenCases5],
] as const;
for (const [name, cases] of process.argv.includes('--dev') ? sets.slice(0, 1) : sets) {
  const report = evaluateBuiltinCoach(cases);
  console.log(`${name}: ${(report.accuracy * 100).toFixed(1)}% (${report.passed}/${report.total})`);
  console.log(formatConfusionTable(buildConfusionTable(cases, report.misses)));
  if (showMisses) console.log(formatMisses(report.misses));
}

const crossValidated = crossValidate();
console.log(
  `development, 10-fold cross-validated: ${(crossValidated.coach * 100).toFixed(1)}% (intent top-1 ${(crossValidated.intentTop1 * 100).toFixed(1)}%, top-2 ${(crossValidated.intentTop2 * 100).toFixed(1)}%)`,
);
