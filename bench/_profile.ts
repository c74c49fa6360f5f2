import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { chromiumLaunchOptions } from '../e2e/chromium-launch-options';
import { withSeededServer } from './seeded-account';

await withSeededServer('PGlite', 3330, async ({ origin, cookie }) => {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const [name, value] = cookie.split('; ').map((c) => c.split('='))[0] as [string, string];
  await context.addCookies(cookie.split('; ').map((c) => { const i = c.indexOf('='); return { name: c.slice(0, i), value: c.slice(i + 1), url: origin }; }));
  void name; void value;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // warm
  await page.goto(`${origin}/app`); await page.waitForTimeout(3000);
  await page.goto('about:blank');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}/app`);
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/app.cpuprofile', JSON.stringify(profile));
  const self = new Map<string, number>();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const n = nodes.get(id)!; const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 45);
  for (const [k, v] of top) console.log(v.toFixed(1).padStart(8), k);
  await browser.close();
});
