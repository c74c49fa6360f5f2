import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOutbox } from '../email/mailer';
import { serverProcessArgs } from './server-command';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const running: ChildProcess[] = [];

export type TStartedServer = { process: ChildProcess; output: () => string; exited: Promise<number | null> };

/** The real server (src/server/index.ts) in its own process; DATABASE_URL unset means PGlite in dataDir. */
export function startServer(dataDir: string, port: number, env: Record<string, string> = {}): TStartedServer {
  const child = spawn(process.execPath, serverProcessArgs(), {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
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

/** Kills every server a test started and left running (afterEach). */
export function killStartedServers() {
  for (const child of running.splice(0)) child.kill('SIGKILL');
}

export async function waitForHealth(port: number, timeoutMs = 30_000) {
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

export const postJson = (port: number, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}`, ...headers },
    body: JSON.stringify(body),
  });

/** Signs an account up, opens the verification link from the outbox and returns its session cookie. */
export async function signUpVerified(port: number, dataDir: string, email: string): Promise<string> {
  const signUp = await postJson(port, '/api/auth/sign-up/email', {
    email,
    password: 'password123',
    name: 'S',
  });
  if (signUp.status !== 200) throw new Error(`Sign-up answered ${signUp.status}`);
  let link: string | undefined;
  while (!link) {
    const mail = (await readOutbox(join(dataDir, 'outbox')).catch(() => [])).find((m) => m.to === email);
    link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Opening the verification link signs the account in (a session cookie).
  const verified = await fetch(link.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
