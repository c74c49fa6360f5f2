import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TBenchResult } from './report';
import { seedDemoAccount } from './seeded-account';
import { startBenchServer, type TBenchServer } from './server-process';

const port = 3302;
const restarts = 5;

/** Sign-ups acknowledged right before the kill: the restart replays them from PGlite's write-ahead log. */
async function signUps(server: TBenchServer, round: number): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({
        email: `restart-${round}-${i}@example.com`,
        password: 'password123',
        name: 'R',
      }),
    });
    if (!response.ok) throw new Error(`Sign-up failed: ${response.status}`);
  }
}

async function kill(server: TBenchServer): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/**
 * `npm start` on the seeded demo account's data folder, killed with SIGKILL right after acknowledged
 * writes, then started again: spawn to the first 200 from /api/health, the median of 5 (decisions 0035, 0046).
 */
export async function benchRestartAfterKill(): Promise<TBenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'compound-bench-restart-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_MULTIPLIER: '100' };
  try {
    seedDemoAccount(env);
    let server = await startBenchServer(env, port);
    const times: number[] = [];
    for (let round = 0; round < restarts; round++) {
      await signUps(server, round);
      await kill(server);
      server = await startBenchServer(env, port);
      times.push(server.startupMs);
    }
    await server.stop();
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
    return [
      {
        name: 'restart after SIGKILL, seeded data folder (median of 5)',
        value: median,
        unit: 'ms',
        budget: 2_000,
        lowerIsBetter: true,
        note: `runs ${times.map((ms) => Math.round(ms)).join(', ')} ms; load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}`,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
