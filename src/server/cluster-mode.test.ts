import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { serverProcessArgs } from './test/server-command';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from './test/test-database';

const root = fileURLToPath(new URL('../..', import.meta.url));
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, serverProcessArgs(), {
    cwd: root,
    env: { ...process.env, SERVE_CLIENT: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('WEB_CONCURRENCY', () => {
  it('is refused on the embedded database with one clear line', async () => {
    const server = start({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'compound-cluster-')),
      PORT: String(await freePort()),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid setting WEB_CONCURRENCY: needs DATABASE_URL');
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs two servers on one PostgreSQL that share the guest limit exactly, and stop together',
    async () => {
      const port = await freePort();
      const databaseUrl = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '', 'cluster');
      onTestFinished(() => dropPostgresDatabase(databaseUrl));
      const server = start({
        WEB_CONCURRENCY: '2',
        DATABASE_URL: databaseUrl,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'compound-cluster-')),
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
      });
      const deadline = Date.now() + 90_000;
      while ((server.output().match(/Compound is listening/g) ?? []).length < 2) {
        if (Date.now() > deadline) throw new Error(`Two servers did not start:\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const guest = randomUUID();
      const statuses: number[] = [];
      for (let request = 0; request < 6; request++) {
        // A new connection each time, so the kernel spreads them over both processes.
        const answer = await fetch(`http://127.0.0.1:${port}/api/coach/chat`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: `http://localhost:${port}`,
            'x-guest-id': guest,
            connection: 'close',
          },
          body: JSON.stringify({ messages: [{ role: 'user', content: 'How do I start a habit?' }] }),
        });
        statuses.push(answer.status);
        await answer.body?.cancel();
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    150_000,
  );
});
