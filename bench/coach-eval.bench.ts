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
  evaluateBuiltinCoach,
  frozenAccuracyFloor,
  frozenBatch2AccuracyFloor,
  frozenBatch3AccuracyFloor,
  frozenBatch4AccuracyFloor,
} from '../src/server/coach/builtin/eval/evaluate-builtin-coach';
import type { TBenchResult } from './report';

/** The built-in coach on its evaluation set: how often it proposes what was meant, and how fast it answers. */
export function benchCoachEval(): TBenchResult[] {
  const report = evaluateBuiltinCoach();
  const frozen = evaluateBuiltinCoach(coachFrozenCases);
  const frozen2 = evaluateBuiltinCoach(coachFrozenCases2);
  const frozen3 = evaluateBuiltinCoach(coachFrozenCases3);
  const frozen4 = evaluateBuiltinCoach(coachFrozenCases4);
  console.log(
    `Built-in coach, development set by action type (correct/total → proposed):\n${formatConfusionTable(buildConfusionTable(coachEvalCases, report.misses))}`,
  );
  console.log(
    `Built-in coach, frozen set by action type (correct/total → proposed):\n${formatConfusionTable(buildConfusionTable(coachFrozenCases, frozen.misses))}`,
  );
  console.log(
    `Built-in coach, second frozen batch by action type (correct/total → proposed):\n${formatConfusionTable(buildConfusionTable(coachFrozenCases2, frozen2.misses))}`,
  );
  console.log(
    `Built-in coach, third frozen batch by action type (correct/total → proposed):\n${formatConfusionTable(buildConfusionTable(coachFrozenCases3, frozen3.misses))}`,
  );
  console.log(
    `Built-in coach, fourth frozen batch by action type (correct/total → proposed):\n${formatConfusionTable(buildConfusionTable(coachFrozenCases4, frozen4.misses))}`,
  );
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
    {
      name: 'Built-in coach accuracy on the frozen set (never tuned on)',
      value: frozen.accuracy * 100,
      unit: '%',
      budget: Math.floor(frozenAccuracyFloor * 1000) / 10,
      lowerIsBetter: false,
      note: `${frozen.passed}/${frozen.total} cases; recorded floor ${(frozenAccuracyFloor * 100).toFixed(1)}%`,
    },
    {
      name: 'Built-in coach accuracy on the second frozen batch (never tuned on)',
      value: frozen2.accuracy * 100,
      unit: '%',
      budget: Math.floor(frozenBatch2AccuracyFloor * 1000) / 10,
      lowerIsBetter: false,
      note: `${frozen2.passed}/${frozen2.total} cases; first try 136/158 (86.1%); recorded floor ${(frozenBatch2AccuracyFloor * 100).toFixed(1)}%`,
    },
    {
      name: 'Built-in coach accuracy on the third frozen batch (never tuned on)',
      value: frozen3.accuracy * 100,
      unit: '%',
      budget: Math.floor(frozenBatch3AccuracyFloor * 1000) / 10,
      lowerIsBetter: false,
      note: `${frozen3.passed}/${frozen3.total} cases; first try 139/175 (79.4%); recorded floor ${(frozenBatch3AccuracyFloor * 100).toFixed(1)}%`,
    },
    {
      name: 'Built-in coach accuracy on the fourth frozen batch (never tuned on)',
      value: frozen4.accuracy * 100,
      unit: '%',
      budget: Math.floor(frozenBatch4AccuracyFloor * 1000) / 10,
      lowerIsBetter: false,
      note: `${frozen4.passed}/${frozen4.total} cases; first try 165/178 (92.7%); recorded floor ${(frozenBatch4AccuracyFloor * 100).toFixed(1)}%`,
    },
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
