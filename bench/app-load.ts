import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium-launch-options';

const loads = 3;

/**
 * How long /app takes to become usable for a signed-in user, from navigation start until every
 * habit's control is on screen, in a fresh browser profile each time (no cached scripts). The
 * median of a few loads, so one slow start of the browser does not decide it.
 */
export function measureAppInteractive(
  origin: string,
  cookieHeader: string,
): Promise<{ interactiveMs: number; firstPaintMs: number }> {
  return measurePageInteractive(origin, cookieHeader, '/app', () => {
    const rows = document.querySelectorAll('[aria-label="Habits"] > li');
    return rows.length > 0 && [...rows].every((row) => row.querySelector('button:not([disabled]), input'));
  });
}

/** measureAppInteractive for any signed-in page: `isReady` runs in the page until it answers true. */
export async function measurePageInteractive(
  origin: string,
  cookieHeader: string,
  path: string,
  isReady: () => boolean,
): Promise<{ interactiveMs: number; firstPaintMs: number }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const samples: { interactiveMs: number; firstPaintMs: number }[] = [];
    for (let load = 0; load < loads; load += 1) {
      const context = await browser.newContext();
      await context.addCookies(
        cookieHeader.split('; ').map((pair) => {
          const [name = '', ...value] = pair.split('=');
          return { name, value: value.join('='), url: origin };
        }),
      );
      const page = await context.newPage();
      await page.goto(`${origin}${path}`);
      await page.waitForFunction(isReady);
      samples.push(
        await page.evaluate(() => ({
          interactiveMs: performance.now(),
          firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        })),
      );
      await context.close();
    }
    samples.sort((a, b) => a.interactiveMs - b.interactiveMs);
    const median = samples[Math.floor(samples.length / 2)];
    if (!median) throw new Error('No page load measured');
    return median;
  } finally {
    await browser.close();
  }
}
