import { buildConfusionTable, formatConfusionTable } from './confusion-table';
import {
  coachEvalCases,
  coachFrozenCases,
  evaluateBuiltinCoach,
  formatMisses,
} from './evaluate-builtin-coach';

/** `npx tsx src/server/coach/builtin/eval/print-eval.ts [--misses]`: both sets, with their confusion tables. */
const showMisses = process.argv.includes('--misses');
for (const [name, cases] of [
  ['development', coachEvalCases],
  ['frozen', coachFrozenCases],
] as const) {
  const report = evaluateBuiltinCoach(cases);
  console.log(`${name}: ${(report.accuracy * 100).toFixed(1)}% (${report.passed}/${report.total})`);
  console.log(formatConfusionTable(buildConfusionTable(cases, report.misses)));
  if (showMisses) console.log(formatMisses(report.misses));
}
