import { answerMessage } from '../src/server/coach/builtin/answer-message';
import { fixtures } from '../src/server/coach/builtin/eval/coach-fixtures';
import { buildConfusionTable, formatConfusionTable } from '../src/server/coach/builtin/eval/confusion-table';
import { crossValidate } from '../src/server/coach/builtin/eval/cross-validate-intents';
import {
  coachEvalCases,
  evaluateBuiltinCoach,
  type TEvalCase,
  type TEvalReport,
} from '../src/server/coach/builtin/eval/evaluate-builtin-coach';
import { formatRight, frozenSets, type TFrozenSet } from '../src/server/coach/builtin/eval/frozen-sets';
import type { TBenchResult } from './report';

function printConfusion(label: string, cases: readonly TEvalCase[], misses: TEvalReport['misses']) {
  console.log(
    `Built-in coach, ${label} by action type (correct/total → proposed):\n${formatConfusionTable(buildConfusionTable(cases, misses))}`,
  );
}

/** A frozen set's accuracy beside its recorded floor (and its first try, the honest estimate). */
function frozenResult({ label, cases, floor, firstTry }: TFrozenSet): TBenchResult {
  const report = evaluateBuiltinCoach(cases);
  printConfusion(label, cases, report.misses);
  return {
    name: `Built-in coach accuracy on the ${label} (never tuned on)`,
    value: report.accuracy * 100,
    unit: '%',
    budget: Math.floor((floor / cases.length) * 1000) / 10,
    lowerIsBetter: false,
    note: `${report.passed}/${report.total} cases; ${firstTry === undefined ? '' : `first try ${formatRight(firstTry, cases.length)}; `}recorded floor ${formatRight(floor, cases.length)}`,
  };
}

/** The built-in coach on its evaluation set: how often it proposes what was meant, and how fast it answers. */
export function benchCoachEval(): TBenchResult[] {
  const report = evaluateBuiltinCoach();
  printConfusion('development set', coachEvalCases, report.misses);
  const frozen = frozenSets.map(frozenResult);
  const started = performance.now();
  const rounds = 5;
  for (let round = 0; round < rounds; round += 1) {
    for (const evalCase of coachEvalCases) {
      answerMessage(
        evalCase.message,
        fixtures[evalCase.fixture as keyof typeof fixtures],
        evalCase.fixture === 'guest',
      );
    }
  }
  const perMessage = (performance.now() - started) / (rounds * coachEvalCases.length);
  const crossValidated = crossValidate();
  return [
    {
      name: 'Built-in coach accuracy on the evaluation set',
      value: report.accuracy * 100,
      unit: '%',
      budget: 90,
      lowerIsBetter: false,
      note: `${report.passed}/${report.total} cases${report.misses.length > 0 ? `; missed ${report.misses.map((miss) => miss.id).join(', ')}` : ''}`,
    },
    ...frozen,
    {
      name: 'Built-in coach accuracy, development set cross-validated',
      value: crossValidated.coach * 100,
      unit: '%',
      lowerIsBetter: false,
      note: `each case answered by a classifier trained without it; intent alone top-1 ${(crossValidated.intentTop1 * 100).toFixed(1)}%, top-2 ${(crossValidated.intentTop2 * 100).toFixed(1)}%`,
    },
    { name: 'Built-in coach answer time (mean per message)', value: perMessage, unit: 'ms' },
  ];
}
