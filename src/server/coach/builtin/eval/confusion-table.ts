import type { TEvalCase, TEvalMiss } from './evaluate-builtin-coach';

/**
 * Which action type was expected against which was proposed, per case: the rows a bench report prints
 * so a drop shows where the coach now confuses one intent for another ("none" is a reply without an
 * action).
 */

export type TConfusionRow = {
  expected: string;
  proposed: Record<string, number>;
  total: number;
  correct: number;
};

function typeOf(value: unknown): string {
  if (value === null || value === undefined || typeof value !== 'object') return 'none';
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' ? type : 'none';
}

export function buildConfusionTable(
  cases: readonly TEvalCase[],
  misses: readonly TEvalMiss[],
): TConfusionRow[] {
  const missById = new Map(misses.map((miss) => [miss.id, miss]));
  const rows = new Map<string, TConfusionRow>();
  for (const evalCase of cases) {
    const expected = typeOf(evalCase.expect);
    const row = rows.get(expected) ?? { expected, proposed: {}, total: 0, correct: 0 };
    const miss = missById.get(evalCase.id);
    const proposed = miss ? typeOf(miss.actual) : expected;
    row.total += 1;
    if (!miss) row.correct += 1;
    // A miss with the right type still counts apart: the values were wrong.
    const key = miss && proposed === expected ? `${proposed} (wrong values)` : proposed;
    row.proposed[key] = (row.proposed[key] ?? 0) + 1;
    rows.set(expected, row);
  }
  return [...rows.values()].sort((a, b) => a.expected.localeCompare(b.expected));
}

export function formatConfusionTable(rows: readonly TConfusionRow[]): string {
  return rows
    .map((row) => {
      const proposed = Object.entries(row.proposed)
        .sort(([, a], [, b]) => b - a)
        .map(([type, count]) => `${type} ${count}`)
        .join(', ');
      return `${row.expected.padEnd(24)} ${String(row.correct).padStart(3)}/${String(row.total).padEnd(3)} → ${proposed}`;
    })
    .join('\n');
}
