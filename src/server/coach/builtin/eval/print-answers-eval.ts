import { answerSets } from './answer-sets';
import { formatRight } from './frozen-sets';

/**
 * `npx tsx src/server/coach/builtin/eval/print-answers-eval.ts [--misses]`: issue 36's question and
 * conversation sets. Misses are printed for the development sets only; a frozen set shows its total.
 */
const showMisses = process.argv.includes('--misses');
for (const set of answerSets) {
  const report = set.evaluate();
  console.log(`${set.label}: ${formatRight(report.passed, report.total)} (floor ${set.floor})`);
  if (!showMisses || set.frozen) continue;
  for (const miss of report.misses)
    console.log(
      `  ${miss.id} "${miss.said}": ${miss.why}\n    ${miss.reply.slice(0, 160).replace(/\n/g, ' ')}`,
    );
}
