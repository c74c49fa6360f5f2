import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { serverProcessArgs } from './server-command';

/**
 * Independent server processes on one PostgreSQL database, as a load balancer would run them: each its
 * own process, port and data folder, sharing nothing but the database and the auth secret.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
export const fleetAuthSecret = 'scale-out-test-secret-long-enough-0123456789';

export type TFleetServer = {
  port: number;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * How the servers reach the database. Behind a transaction-mode pooler (TEST_POOLER_URL, the pgbouncer
 * CI step) the pool goes through it and LISTEN and the migrations go straight to PostgreSQL.
 */
export function fleetDatabaseEnv(databaseUrl: string): Record<string, string> {
  const pooler = process.env.TEST_POOLER_URL;
  if (!pooler) return { DATABASE_URL: databaseUrl };
  const pooled = new URL(pooler);
  pooled.pathname = new URL(databaseUrl).pathname;
  return {
    DATABASE_URL: pooled.toString(),
    DATABASE_DIRECT_URL: databaseUrl,
    DATABASE_POOLER: 'transaction',
  };
}

/** Starts one server process; resolves once it answers /api/health. */
export async function startFleetServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<TFleetServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, serverProcessArgs(), {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'compound-fleet-')),
      ...fleetDatabaseEnv(databaseUrl),
      PORT: String(chosen),
      PUBLIC_URL: `http://localhost:${chosen}`,
      BETTER_AUTH_SECRET: fleetAuthSecret,
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${chosen}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on ${chosen} exited:\n${output}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`No answer on port ${chosen}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port: chosen, url, child, output: () => output, exited, stop };
}

/** A server or a load balancer in front of several: where to call, and the port of its origin. */
export type TReachable = { url: string; port: number };

export type TFleetUser = { email: string; password: string; cookie: string };

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** A JSON call to one server, as the web app makes it (same-origin header, the session cookie). */
export function call(server: TReachable, method: string, path: string, cookie?: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: `http://localhost:${server.port}`,
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Signs up on one server, marks the address verified in the database, and signs in there. */
export async function signUpVerified(server: TReachable, databaseUrl: string): Promise<TFleetUser> {
  const email = `fleet-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'correct horse battery';
  const signUp = await call(server, 'POST', '/api/auth/sign-up/email', undefined, {
    email,
    password,
    name: 'Fleet',
  });
  if (signUp.status !== 200) throw new Error(`Sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`update users set email_verified = true where email = ${email}`;
  } finally {
    await sql.end();
  }
  const signIn = await call(server, 'POST', '/api/auth/sign-in/email', undefined, { email, password });
  if (signIn.status !== 200) throw new Error(`Sign-in answered ${signIn.status}: ${await signIn.text()}`);
  return { email, password, cookie: cookieOf(signIn) };
}

/** Waits until check() is true, polling every 20 ms; the time it took, or throws after timeoutMs. */
export async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`Not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
