import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TBenchResult } from './report';
import { residentMemoryMb, startBenchServer } from './server-process';

/** Start-up on a fresh and on an existing PGlite data folder, and idle memory (after SIGKILL: restart-after-kill.bench.ts). */
export async function benchStartup(): Promise<TBenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'compound-bench-'));
  try {
    const fresh = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3301);
    await fresh.stop();
    const existing = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3301);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleMb = residentMemoryMb(existing.child.pid ?? 0);
    await existing.stop();
    return [
      { name: 'start-up, new data folder (creates the database)', value: fresh.startupMs, unit: 'ms' },
      {
        name: 'start-up, existing data folder',
        value: existing.startupMs,
        unit: 'ms',
        budget: 2_000,
        lowerIsBetter: true,
      },
      { name: 'idle memory (RSS) after start-up', value: idleMb, unit: 'MB' },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
