// Runs before the e2e suite (npm run test:e2e): the tests use Debian's Chromium at /usr/bin/chromium
// where it exists (e2e/chromium-launch-options.ts), else Playwright's own. A machine with neither gets
// Playwright's Chromium downloaded once here, instead of every test failing with "Executable doesn't exist".
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const systemChromium = '/usr/bin/chromium';

if (existsSync(systemChromium)) process.exit(0);
if (existsSync(chromium.executablePath())) process.exit(0);

console.log('No Chromium found: installing Playwright’s (one time, about 170 MB)…');
const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
process.exit(install.status ?? 1);
