import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { chromiumLaunchOptions } from '../e2e/chromium-launch-options';
import { withSeededServer } from './seeded-account';

await withSeededServer('PGlite', 3330, async ({ origin, cookie }) => {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  await context.addCookies(cookie.split('; ').map((c) => { const i = c.indexOf('='); return { name: c.slice(0, i), value: c.slice(i + 1), url: origin }; }));
  const page = await context.newPage();
  await page.goto(`${origin}/app`); await page.waitForTimeout(3000);
  for (let run = 1; run <= Number(process.env.RUNS ?? 3); run++) {
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline.stack'] });
    await page.goto(`${origin}/app`);
    await page.waitForTimeout(4000);
    const buffer = await browser.stopTracing();
    writeFileSync(`/tmp/trace-${run}.json`, buffer);
  }
  await browser.close();
});
