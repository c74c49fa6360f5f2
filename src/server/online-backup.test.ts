import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  killStartedServers,
  postJson,
  signUpVerified,
  startServer,
  waitForHealth,
} from './test/server-process';

afterEach(killStartedServers);

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run backup` / `npm run restore` as an operator runs them, with the server's DATA_DIR. */
function runBackupCli(dataDir: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/backup-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

type TExport = { tables: Record<string, { id?: string }[]> };

async function exportOf(port: number, cookie: string): Promise<TExport> {
  const response = await fetch(`http://127.0.0.1:${port}/api/export?format=json`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as TExport;
}

// The session cookie is signed with the auth secret, which lives beside the database, not in it.
const env = {
  RATE_LIMIT_MULTIPLIER: '100',
  BETTER_AUTH_SECRET: 'online-backup-secret-that-is-long-enough-0123',
};

const progressIds = (data: TExport) =>
  (data.tables.goal_progress_logs ?? []).map((row) => row.id ?? '').sort();
const withoutProgress = (data: TExport) => ({ ...data.tables, goal_progress_logs: [] });

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'npm run backup while the server runs (PGlite)',
  () => {
    it('backs up during writes, and the restore holds the same data', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'compound-online-backup-'));
      const server = startServer(dataDir, 3641, env);
      await waitForHealth(3641, 90_000);
      const cookie = await signUpVerified(3641, dataDir, 'online-backup@example.com');
      const goal = await postJson(
        3641,
        '/api/goals',
        { title: 'Back up while busy', target: 1e6 },
        { cookie },
      );
      const goalId = ((await goal.json()) as { goal: { id: string } }).goal.id;

      const answered: string[] = [];
      let writing = true;
      const writers = Array.from({ length: 4 }, async () => {
        while (writing) {
          const response = await postJson(3641, `/api/goals/${goalId}/progress`, { delta: 1 }, { cookie });
          expect(response.status).toBe(201);
          answered.push(((await response.json()) as { progress_log: { id: string } }).progress_log.id);
        }
      });
      while (answered.length < 8) await new Promise((resolve) => setTimeout(resolve, 10));
      const answeredBefore = [...answered];
      const file = join(mkdtempSync(join(tmpdir(), 'compound-backup-file-')), 'compound.tar.gz');
      const backup = await runBackupCli(dataDir, 'backup', file);
      const answeredAfter = [...answered];
      writing = false;
      await Promise.all(writers);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain('through the running server');
      expect(answeredAfter.length).toBeGreaterThan(answeredBefore.length);
      const original = await exportOf(3641, cookie);
      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const restoredDir = mkdtempSync(join(tmpdir(), 'compound-restored-'));
      const restore = await runBackupCli(restoredDir, 'restore', file);
      expect(restore.code, restore.output).toBe(0);
      startServer(restoredDir, 3642, env);
      await waitForHealth(3642, 90_000);
      const restored = await exportOf(3642, cookie);
      // Every write answered before the backup began is in it; nothing that was never written is.
      const ids = progressIds(restored);
      expect(ids).toEqual(expect.arrayContaining(answeredBefore));
      for (const id of ids) expect(answeredAfter).toContain(id);
      // Everything else is as it was.
      expect(withoutProgress(restored)).toEqual(withoutProgress(original));
    }, 300_000);
  },
);
