import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readOutbox } from './email/mailer';

const root = fileURLToPath(new URL('../..', import.meta.url));
const running: ChildProcess[] = [];

type TStarted = { process: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(dataDir: string, port: number): TStarted {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

async function waitForHealth(port: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No answer on port ${port}`);
}

const post = (port: number, path: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify(body),
  });

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

// These start the real server process on its embedded PGlite data folder.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server process on a PGlite data folder', () => {
  it('refuses a second server on the same data folder with one clear line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'compound-lock-'));
    startServer(dataDir, 3411);
    await waitForHealth(3411);
    const second = startServer(dataDir, 3412);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/The data folder .* is in use by another Compound server \(pid \d+\)/);
  }, 60_000);

  it('ends open realtime streams on SIGTERM and exits within a second', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'compound-sigterm-'));
    const server = startServer(dataDir, 3415);
    await waitForHealth(3415, 90_000);
    const email = 'sigterm@example.com';
    expect(
      (await post(3415, '/api/auth/sign-up/email', { email, password: 'password123', name: 'S' })).status,
    ).toBe(200);
    let link: string | undefined;
    while (!link) {
      const mail = (await readOutbox(join(dataDir, 'outbox')).catch(() => [])).find((m) => m.to === email);
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Opening the verification link signs the account in (a session cookie).
    const verified = await fetch(link.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const stream = await fetch('http://127.0.0.1:3415/api/realtime', { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    await reader?.read();

    const sentAt = Date.now();
    server.process.kill('SIGTERM');
    // The stream ends (done) instead of hanging until the process dies.
    for (;;) {
      const chunk = await reader?.read().catch(() => ({ done: true }));
      if (!chunk || chunk.done) break;
    }
    // The forced exit comes after 10 s with code 1: 0 means the server closed by itself.
    expect(await server.exited).toBe(0);
    console.log(`exited ${Date.now() - sentAt} ms after SIGTERM`);
    expect(Date.now() - sentAt).toBeLessThan(1_000);
  }, 150_000);

  it('loses no acknowledged sign-up when killed with SIGKILL mid-way', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'compound-kill-'));
    const first = startServer(dataDir, 3413);
    await waitForHealth(3413);

    const acknowledged: string[] = [];
    const attempts = Array.from({ length: 10 }, (_, i) => `kill${i}@example.com`).map(async (email) => {
      const response = await post(3413, '/api/auth/sign-up/email', {
        email,
        password: 'password123',
        name: 'K',
      }).catch(() => null);
      if (response?.status === 200) acknowledged.push(email);
    });
    while (acknowledged.length < 4) await new Promise((resolve) => setTimeout(resolve, 5));
    first.process.kill('SIGKILL');
    await Promise.all(attempts);
    await first.exited;

    startServer(dataDir, 3414);
    await waitForHealth(3414);
    for (const email of acknowledged) {
      const signIn = await post(3414, '/api/auth/sign-in/email', { email, password: 'password123' });
      // 403 "Email not verified" proves the account exists; a lost one would answer 401.
      expect(signIn.status, email).toBe(403);
    }
  }, 90_000);
});
