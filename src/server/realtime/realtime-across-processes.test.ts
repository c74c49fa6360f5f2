import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { readChangeStream } from '../test/change-stream';
import { serverProcessArgs } from '../test/server-command';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const running: ChildProcess[] = [];
const baseUrl = process.env.TEST_DATABASE_URL;

async function startServer(databaseUrl: string, port: number) {
  const child = spawn(process.execPath, serverProcessArgs(), {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'compound-realtime-')),
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.push(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server on ${port} exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No answer on port ${port}`);
}

let createdDatabase: string | undefined;

afterAll(async () => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  if (!createdDatabase || !baseUrl) return;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${createdDatabase}" with (force)`);
  await admin.end();
});

// Fan-out across processes needs one real PostgreSQL; CI's PostgreSQL pass runs it.
describe.skipIf(!baseUrl)('realtime across two server processes on one PostgreSQL database', () => {
  it('delivers a change written through one process to a stream held by the other', async () => {
    const url = new URL(baseUrl ?? '');
    const name = `${url.pathname.slice(1) || 'compound_test'}_realtime_${process.pid}`;
    const admin = postgres(baseUrl ?? '', { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    createdDatabase = name;
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();

    const [writer, reader] = [3431, 3432];
    await startServer(databaseUrl, writer);
    await startServer(databaseUrl, reader);

    const email = `realtime-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const origin = `http://localhost:${writer}`;
    const headers = { 'content-type': 'application/json', origin };
    const signUp = await fetch(`http://127.0.0.1:${writer}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password, name: 'Realtime' }),
    });
    expect(signUp.status).toBe(200);
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await sql`update users set email_verified = true where email = ${email}`;
    await sql.end();
    const signIn = await fetch(`http://127.0.0.1:${writer}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${reader}/api/realtime`, {
      headers: { cookie },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const stream = await readChangeStream(response, abort);
    try {
      const created = await fetch(`http://127.0.0.1:${writer}/api/goals`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({ title: 'Across processes' }),
      });
      expect(created.status).toBe(201);
      expect(await stream.next('goals', 2_000)).toMatchObject({ type: 'goals' });
    } finally {
      await stream.close();
    }
  }, 120_000);
});
