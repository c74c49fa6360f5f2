import { describe, expect, it } from 'vitest';
import { answerSets } from './answer-sets';
import { developmentConversationSets, developmentQuestionSets } from './development-sets';
import { formatRight } from './frozen-sets';

// The evaluation answers hundreds of messages: on a loaded machine it needs more than the default 5 s.
const timeout = 60_000;

describe.each(answerSets)(
  'the built-in coach on the $label set',
  ({ label, frozen, leastSize, floor, evaluate }) => {
    it(
      'is large enough and stays at or above its floor',
      () => {
        const report = evaluate();
        expect(report.total).toBeGreaterThanOrEqual(leastSize);
        // A frozen set's misses are never printed: only its total, so it cannot be tuned on.
        const misses = frozen
          ? ''
          : `\n${report.misses.map((miss) => `${miss.id} "${miss.said}": ${miss.why}`).join('\n')}`;
        expect(
          report.passed,
          `${label}: ${formatRight(report.passed, report.total)}${misses}`,
        ).toBeGreaterThanOrEqual(floor);
      },
      timeout,
    );
  },
);

describe('the development sets listed in development-sets.ts', () => {
  it('each have one row here, so each has a floor', () => {
    const labels = answerSets.map((set) => set.label);
    const listed = [
      ...Object.keys(developmentQuestionSets).map((name) => `questions (${name})`),
      ...Object.keys(developmentConversationSets).map((name) => `conversations (${name})`),
    ];
    for (const label of listed) expect(labels.filter((other) => other === label)).toEqual([label]);
    const developmentRows = answerSets.filter((set) => !set.frozen).map((set) => set.label);
    expect(developmentRows.sort()).toEqual(listed.sort());
  });
});
