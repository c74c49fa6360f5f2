import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/chromium-launch-options';
import type { TBenchResult } from './report';
import { withSeededServer } from './seeded-account';

const pages = ['/', '/pricing', '/research', '/docs', '/app'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One Lighthouse run, tried once more when its trace comes back broken (it sometimes loses the navigation start). */
async function audit(url: string, port: number, cookie: string | null) {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      ...(cookie && { extraHeaders: { Cookie: cookie } }),
    });
    const report = run?.lhr;
    if (report && !report.runtimeError) return report;
    if (attempt === 2)
      throw new Error(`Lighthouse failed on ${url}: ${report?.runtimeError?.message ?? 'no report'}`);
  }
}

/**
 * Lighthouse's mobile preset (its default: a mid-range phone on a slow 4G link) on the landing page,
 * the pricing page, the research and help indexes, and the seeded user's tracker, each against the bar of 95.
 */
export function benchLighthouse(): Promise<TBenchResult[]> {
  return withSeededServer('PGlite', 3320, async ({ origin, cookie }) => {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumLaunchOptions.executablePath,
      chromeFlags: ['--headless=new', ...(chromiumLaunchOptions.args ?? [])],
    });
    try {
      const results: TBenchResult[] = [];
      for (const path of pages) {
        const signedIn = path === '/app';
        const report = await audit(`${origin}${path}`, chrome.port, signedIn ? cookie : null);
        for (const category of categories) {
          results.push({
            name: `Lighthouse mobile ${path}${signedIn ? ' (seeded user)' : ''}: ${category}`,
            value: Math.round((report.categories[category]?.score ?? 0) * 100),
            unit: '',
            budget: 95,
            lowerIsBetter: false,
          });
        }
      }
      return results;
    } finally {
      chrome.kill();
    }
  });
}
