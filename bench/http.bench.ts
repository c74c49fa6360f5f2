import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { TBenchResult } from './report';
import { startBenchServer } from './server-process';

/** Throughput and latency of the cheapest route, as the floor every other route builds on. */
export async function benchHealth(): Promise<TBenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'compound-bench-http-'));
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '', SERVE_CLIENT: 'false' }, 3302);
  try {
    const result = await autocannon({ url: `${server.url}/api/health`, connections: 32, duration: 5 });
    return [
      { name: 'GET /api/health, 32 connections: rate', value: result.requests.average, unit: 'req/s' },
      { name: 'GET /api/health, 32 connections: p50', value: result.latency.p50, unit: 'ms' },
      { name: 'GET /api/health, 32 connections: p99', value: result.latency.p99, unit: 'ms' },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
