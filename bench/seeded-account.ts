import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { demoAccount } from '../src/server/db/seed-demo-account';
import { root, startBenchServer, type TBenchServer } from './server-process';

/** Fills a database with the demo account of `npm run seed` (50 habits, 5 years of logs). */
export function seedDemoAccount(env: Record<string, string>): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/db/seed-demo.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Seeding failed: ${result.stderr || result.stdout}`);
}

/** Signs the demo account in through the real API and returns its session cookie. */
export async function signInDemoAccount(serverUrl: string, origin: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export type TSeededSession = { server: TBenchServer; origin: string; cookie: string; databaseUrl: string };

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `measure` against a real server holding the seeded demo account, signed in, on the embedded
 * database or on a fresh PostgreSQL database; everything it made is removed afterwards.
 */
export async function withSeededServer<T>(
  database: 'PGlite' | 'PostgreSQL',
  port: number,
  measure: (session: TSeededSession) => Promise<T>,
): Promise<T> {
  const name = `compound_bench_${port}_${process.pid}`;
  const admin = database === 'PostgreSQL' ? postgres(adminUrl, { max: 1, onnotice: () => {} }) : null;
  let databaseUrl = '';
  if (admin) {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const dataDir = mkdtempSync(join(tmpdir(), `compound-bench-${port}-`));
  try {
    seedDemoAccount({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, port);
    try {
      const origin = `http://localhost:${server.port}`;
      const cookie = await signInDemoAccount(server.url, origin);
      return await measure({ server, origin, cookie, databaseUrl });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
}
