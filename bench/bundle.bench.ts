import { join } from 'node:path';
import { firstPaintJsBudgetKb, measureFirstPaintJs } from '../scripts/first-paint-js';
import type { TBenchResult } from './report';
import { root } from './server-process';

/** JavaScript the browser must load before it can paint /app (`measureFirstPaintJs`), beside its budget. */
export function benchBundle(): TBenchResult[] {
  const { firstPaintKb, entryKb, files, missing } = measureFirstPaintJs(join(root, 'dist/client'));
  return [
    {
      name: 'JS before first paint of /app (gzip)',
      value: firstPaintKb,
      unit: 'KB',
      budget: firstPaintJsBudgetKb,
      lowerIsBetter: true,
      // The decimals: the figure sits near its budget, and the printed value is rounded.
      note: `${firstPaintKb.toFixed(2)} KB, ${files.length} files${missing.length === 0 ? '' : `; not in the build: ${missing.join(', ')}`}`,
    },
    { name: 'JS of the entry alone (gzip)', value: entryKb, unit: 'KB' },
  ];
}
