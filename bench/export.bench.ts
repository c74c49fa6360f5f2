import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TBenchResult } from './report';
import { seedDemoAccount, signInDemoAccount } from './seeded-account';
import { residentMemoryMb, startBenchServer, type TBenchServer } from './server-process';

const port = 3305;
const rssSampleMs = 20;

/** Downloads one export to the end, sampling the server's RSS meanwhile. */
async function measureExport(server: TBenchServer, cookie: string, format: 'json' | 'csv') {
  const pid = server.child.pid ?? 0;
  const rssBefore = residentMemoryMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, residentMemoryMb(pid));
  }, rssSampleMs);
  const started = performance.now();
  try {
    const response = await fetch(`${server.url}/api/export?format=${format}`, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`Export failed: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.byteLength;
    return {
      ms: performance.now() - started,
      rssGrowthMb: rssPeak - rssBefore,
      megabytes: bytes / 1_048_576,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The seeded demo account (50 habits, 5 years of logs) exported in both formats. */
export async function benchExport(): Promise<TBenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'compound-bench-export-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    seedDemoAccount(env);
    const server = await startBenchServer({ ...env, SERVE_CLIENT: 'false' }, port);
    try {
      const cookie = await signInDemoAccount(server.url, `http://localhost:${port}`);
      const results: TBenchResult[] = [];
      for (const format of ['json', 'csv'] as const) {
        const { ms, rssGrowthMb, megabytes } = await measureExport(server, cookie, format);
        const label = `GET /api/export?format=${format}, seeded user`;
        results.push(
          {
            name: `${label}: time`,
            value: ms,
            unit: 'ms',
            budget: 3_000,
            note: `${megabytes.toFixed(1)} MB`,
          },
          { name: `${label}: server RSS growth`, value: rssGrowthMb, unit: 'MB', budget: 200 },
        );
      }
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
