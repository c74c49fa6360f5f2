import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium where present (Playwright cannot download its own browser here), else Playwright's. */
const systemChromium = '/usr/bin/chromium';

export const chromiumLaunchOptions: LaunchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {};
