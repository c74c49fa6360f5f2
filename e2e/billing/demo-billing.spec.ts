import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../fixtures';
import { billingBaseURL } from './phone-account';

// `npm run demo:billing` is the README's way to try billing; its server must come up with billing on
// and its stand-in's checkout must be reachable. It runs on ports the e2e servers leave free (+10…+12).
let demo: ChildProcess | undefined;
test.afterEach(() => {
  demo?.kill('SIGTERM');
});

test('npm run demo:billing serves Compound with billing on and the stand-in checkout', async ({ page }) => {
  test.setTimeout(120_000);
  const port = Number(new URL(billingBaseURL()).port) + 10;
  const url = `http://localhost:${port}`;
  let output = '';
  demo = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo-billing.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'compound-demo-billing-')),
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  demo.stdout?.on('data', (chunk) => (output += chunk));
  demo.stderr?.on('data', (chunk) => (output += chunk));
  await expect.poll(() => output, { timeout: 100_000 }).toContain(`Billing demo ready at ${url}`);
  expect(output).toContain('$19 / month (price_elite_month)');

  const config = await (await page.request.get(`${url}/api/config`)).json();
  expect(config.billing).toBe(true);
  await page.goto(`${url}/pricing`);
  await expect(page.getByText('$19 / month')).toBeVisible();
});
