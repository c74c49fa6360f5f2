import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayReadsOf, firstLoad } from '@/domain/routing/first-load';
import { appPlaceModules } from '@/domain/routing/page-code';
import { appNavigation } from './components/app/app-navigation';
import { fetchAgenda } from './lib/agenda-api';
import { fetchTodayInsights } from './lib/analytics-api';
import { fetchDailyFocus } from './lib/habits-api';
import { appPages } from './route-table';

afterEach(() => vi.unstubAllGlobals());

describe('the /app route', () => {
  it('asks for its day at exactly the URL index.html preloads, so the browser reuses that answer', async () => {
    for (const address of ['https://compound.test/app', 'https://compound.test/app?date=2026-01-05']) {
      const requested: string[] = [];
      vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
        requested.push(String(input));
        return Response.json({ today: '2026-01-06', timezone: 'UTC', date: '2026-01-06', habits: [] });
      });
      const url = new URL(address);
      const queryClient = new QueryClient();
      appPages.find((page) => page.path === '/app')?.prefetch?.(queryClient, url);
      await vi.waitFor(() => expect(requested).toHaveLength(1));
      expect(firstLoad(url, { signedIn: true }).requests).toContain(requested[0]);
    }
  });
});

describe("the day's other reads", () => {
  it('are asked for at exactly the URLs the service worker keeps for the first offline start', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return Response.json({});
    });
    await Promise.all([fetchDailyFocus('2026-01-06'), fetchAgenda('2026-01-06'), fetchTodayInsights()]);
    expect(requested.sort()).toEqual(dayReadsOf('2026-01-06').sort());
  });
});

describe('the page code the server names (domain/routing/page-code.ts)', () => {
  it('is the module the route table loads for each place of the navigation', () => {
    expect(Object.keys(appPlaceModules).sort()).toEqual(appNavigation.map((item) => item.path).sort());
    for (const [path, module] of Object.entries(appPlaceModules)) {
      // The test's transform writes the import as a path from the project root, with its extension.
      expect(String(appPages.find((page) => page.path === path)?.load)).toContain(`"/${module}"`);
    }
  });
});
