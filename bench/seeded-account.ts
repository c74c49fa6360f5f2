import { spawnSync } from 'node:child_process';
import { demoAccount } from '../src/server/db/seed-demo-account';
import { root } from './server-process';

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
