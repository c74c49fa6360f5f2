import { loopCsvZip, type TLoopFixtureHabit } from '../src/server/test/import-fixtures';
import type { TBenchResult } from './report';
import { withSeededServer } from './seeded-account';

const habitCount = 50;
const days = 5 * 365;

/** Five years of fifty Loop habits, about two check-ins in three days each, as Loop's CSV zip. */
function fiveYearsOfLoop(): Uint8Array {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const start = Date.parse('2021-11-26T00:00:00Z');
  const habits: TLoopFixtureHabit[] = Array.from({ length: habitCount }, (_, index) => {
    const numerical = index % 5 === 0;
    const entries: [string, number][] = [];
    for (let day = 0; day < days; day++) {
      if (random() > 0.66) continue;
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      entries.push([date, numerical ? Math.round(random() * 30_000) : 2]);
    }
    return {
      name: `Loop habit ${index + 1}`,
      ...(numerical && { numerical: { target: 20, unit: 'pages' } }),
      entries,
    };
  });
  return loopCsvZip(habits, 'new');
}

/** POST /api/imports of that zip on the embedded database: the dry run's plan, then the import itself. */
export function benchImports(): Promise<TBenchResult[]> {
  const zip = fiveYearsOfLoop();
  return withSeededServer('PGlite', 3321, async ({ server, origin, cookie }) => {
    const send = async (dryRun: boolean) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/imports?dry_run=${dryRun}`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/octet-stream' },
        body: new Blob([zip as Uint8Array<ArrayBuffer>]),
      });
      const body = (await response.json()) as { logs_added?: number; new_logs?: number };
      if (!response.ok) throw new Error(`Import failed: ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, logs: body.logs_added ?? body.new_logs ?? 0 };
    };
    const plan = await send(true);
    const run = await send(false);
    const size = `${(zip.length / 1024).toFixed(0)} KB zip`;
    return [
      {
        name: 'Import plan (dry run), Loop CSV, 50 habits × 5 years',
        value: plan.ms,
        unit: 'ms',
        note: `${plan.logs} check-ins, ${size}`,
      },
      {
        name: 'Import, Loop CSV, 50 habits × 5 years',
        value: run.ms,
        unit: 'ms',
        budget: 10_000,
        note: `${run.logs} check-ins written`,
      },
    ];
  });
}
