import { answerSets } from './answer-sets';
import { formatRight } from './frozen-sets';

/**
 * `npx tsx src/server/coach/builtin/eval/print-answers-eval.ts [--misses] [--dev]`: issue 36's question and
 * conversation sets. Misses are printed for the development sets only; a frozen set shows its total, and with
 * --dev (for work on the parser, when frozen figures are not to be looked at) it is not run at all.
 */
/** How many misses each kind of failure holds: a total per kind, never a case, so frozen sets may show it. */
function countMissKinds(misses: readonly { why: string }[]): string {
  const counts = new Map<string, number>();
  for (const { why } of misses) {
    const kind = why.replace(/ (to|of|mention) .*$| \{.*$/, '');
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => `${kind} ${count}`).join(', ') || 'none';
}

const showMisses = process.argv.includes('--misses');
const developmentOnly = process.argv.includes('--dev');
for (const set of answerSets) {
  if (developmentOnly && set.frozen) continue;
  const report = set.evaluate();
  console.log(`${set.label}: ${formatRight(report.passed, report.total)} (floor ${set.floor})`);
  console.log(`  misses by kind: ${countMissKinds(report.misses)}`);
  if (!showMisses || set.frozen) continue;
  for (const miss of report.misses)
    console.log(
      `  ${miss.id} "${miss.said}": ${miss.why}\n    ${miss.reply.slice(0, 160).replace(/\n/g, ' ')}`,
    );
}
