import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { billingAdminEmail } from './e2e/billing/billing-admin';
import { chromiumLaunchOptions } from './e2e/chromium-launch-options';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// The billing project's server (billing on, a local Stripe stand-in on the next port); E2E_BILLING_PORT
// keeps both inside a range of ports when E2E_PORT alone would not.
const billingPort = Number(process.env.E2E_BILLING_PORT ?? port + 116);
const billingURL = `http://localhost:${billingPort}`;

// Set once in the runner process; the workers inherit it, so every process reads one outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'compound-e2e-'));
process.env.E2E_BILLING_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'compound-e2e-billing-'));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The screenshot suite's committed images (e2e/screens/main-screens.ts), one folder per project.
  snapshotPathTemplate: '{testDir}/screens/images/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // A CI machine shares its two cores between two workers, two servers and their browsers, and runs them up to
  // twice as slowly as a developer's: the limits there leave room for that load, not for a slower product.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace costs about a quarter of the suite's CPU (measured on e2e/tracker.spec.ts: 55 → 39 s
    // user+sys), and a CI run's trace files are thrown away with its clone: traces are kept on developers' runs.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The service worker would answer requests the tests route or count; e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testIgnore: ['**/*.phone.spec.ts', 'billing/**'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions },
      testMatch: '**/*.phone.spec.ts',
      testIgnore: 'billing/**',
    },
    {
      name: 'billing',
      testMatch: 'billing/**/*.spec.ts',
      metadata: { dataDir: process.env.E2E_BILLING_DATA_DIR },
      use: { ...devices['Desktop Chrome'], baseURL: billingURL, launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // Its warnings and errors (LOG_LEVEL=warn) show beside the tests, so a failure on the server names its cause.
      stdout: 'pipe',
      timeout: 180_000,
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MULTIPLIER: '20',
        // Reminders (e2e/reminders.spec.ts): a quick scheduler and a push service on localhost.
        REMINDER_TICK_MS: '1000',
        PUSH_ALLOW_PRIVATE: 'true',
      },
    },
    {
      command: 'node --import tsx e2e/billing/billing-server.ts',
      url: `${billingURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        PORT: String(billingPort),
        PUBLIC_URL: billingURL,
        DATA_DIR: process.env.E2E_BILLING_DATA_DIR,
        DATABASE_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MULTIPLIER: '20',
        ADMIN_EMAILS: billingAdminEmail,
        E2E_MAIN_HEALTH_URL: `${baseURL}/api/health`,
      },
    },
  ],
});
