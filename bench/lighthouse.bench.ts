import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/chromium-launch-options';
import type { TBenchResult } from './report';
import { withSeededServer } from './seeded-account';

const pages = ['/', '/pricing', '/app'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Lighthouse's mobile preset (its default: a mid-range phone on a slow 4G link) on the landing page,
 * the pricing page and the seeded user's tracker, each score printed against the 95 bar.
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
        const run = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          ...(signedIn && { extraHeaders: { Cookie: cookie } }),
        });
        const report = run?.lhr;
        if (!report) throw new Error(`Lighthouse returned nothing for ${path}`);
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
