import { answerMessage } from '../src/server/coach/builtin/answer-message';
import { fixtures } from '../src/server/coach/builtin/eval/coach-fixtures';
import { buildConfusionTable, formatConfusionTable } from '../src/server/coach/builtin/eval/confusion-table';
import { crossValidate } from '../src/server/coach/builtin/eval/cross-validate-intents';
import {
  coachEvalCases,
  coachFrozenCases,
  coachFrozenCases2,
  coachFrozenCases3,
  coachFrozenCases4,
  coachFrozenCases5,
  evaluateBuiltinCoach,
  frozenAccuracyFloor,
  frozenBatch2AccuracyFloor,
  frozenBatch3AccuracyFloor,
  frozenBatch4AccuracyFloor,
  frozenBatch5AccuracyFloor,
  type TEvalCase,
  type TEvalReport,
} from '../src/server/coach/builtin/eval/evaluate-builtin-coach';
import type { TBenchResult } from './report';

type TFrozenSet = {
  label: string;
  cases: readonly TEvalCase[];
  floor: number;
  /** Its accuracy the first time it was run, before any parser change it could have prompted. */
  firstTry?: string;
};

const frozenSets: TFrozenSet[] = [
  { label: 'frozen set', cases: coachFrozenCases, floor: frozenAccuracyFloor },
  {
    label: 'second frozen batch',
    cases: coachFrozenCases2,
    floor: frozenBatch2AccuracyFloor,
    firstTry: '136/158 (86.1%)',
  },
  {
    label: 'third frozen batch',
    cases: coachFrozenCases3,
    floor: frozenBatch3AccuracyFloor,
    firstTry: '139/175 (79.4%)',
  },
  {
    label: 'fourth frozen batch',
    cases: coachFrozenCases4,
    floor: frozenBatch4AccuracyFloor,
    firstTry: '165/178 (92.7%)',
  },
  {
    label: 'fifth frozen batch',
    cases: coachFrozenCases5,
    floor: frozenBatch5AccuracyFloor,
    firstTry: '211/228 (92.5%)',
  },
];

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
    budget: Math.floor(floor * 1000) / 10,
    lowerIsBetter: false,
    note: `${report.passed}/${report.total} cases; ${firstTry ? `first try ${firstTry}; ` : ''}recorded floor ${(floor * 100).toFixed(1)}%`,
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
