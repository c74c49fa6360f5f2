import { buildConfusionTable, formatConfusionTable } from './confusion-table';
import { crossValidate } from './cross-validate-intents';
import { coachEvalCases, evaluateBuiltinCoach, formatMisses, type TEvalCase } from './evaluate-builtin-coach';
import { frozenSets } from './frozen-sets';

/** `npx tsx src/server/coach/builtin/eval/print-eval.ts [--misses] [--dev]`: every set, with their confusion tables. */
const showMisses = process.argv.includes('--misses');
// --dev: the development set only, for work on the parser (the frozen sets are not to be looked at then).
const sets: [string, readonly TEvalCase[]][] = [
  ['development', coachEvalCases],
  ...frozenSets.map((set): [string, readonly TEvalCase[]] => [set.label, set.cases]),
];
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
