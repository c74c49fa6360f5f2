import { afterEach, describe, expect, it, vi } from 'vitest';
import { writePageCode } from '@/domain/routing/page-code';
import { startPagePrefetch } from './use-page-prefetch';

// Every page the route table could load records it: the prefetch must load none.
const loaded: string[] = [];
vi.mock('../route-table', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../route-table')>();
  const recorded = (pages: typeof actual.appPages) =>
    pages.map((page) => ({
      ...page,
      load: () => {
        loaded.push(page.path);
        return page.load();
      },
    }));
  return {
    ...actual,
    appPages: recorded(actual.appPages),
    standalonePages: recorded(actual.standalonePages),
  };
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  loaded.length = 0;
});

function stubBrowser(pageCodeHtml: string | null, loadedBefore: string[] = []) {
  const text = pageCodeHtml?.slice(pageCodeHtml.indexOf('>') + 1, pageCodeHtml.lastIndexOf('</script>'));
  const fetched: string[] = [];
  vi.stubGlobal('window', { location: { href: 'https://compound.test/app' }, setTimeout, clearTimeout });
  vi.stubGlobal('document', { getElementById: () => (text === undefined ? null : { textContent: text }) });
  vi.stubGlobal('performance', {
    getEntriesByName: (url: string) => (loadedBefore.some((file) => url.endsWith(file)) ? [{}] : []),
  });
  vi.stubGlobal('fetch', async (input: string) => {
    fetched.push(input);
    return new Response('code');
  });
  return fetched;
}

describe('the page prefetch (spec 9, issue 37)', () => {
  it('fetches the next places’ files at the spec’s delays and runs none of their code', async () => {
    vi.useFakeTimers();
    const fetched = stubBrowser(
      writePageCode({
        '/in/analytics': ['/assets/analytics-1.js', '/assets/charts-1.js'],
        '/in/goals': ['/assets/goals-1.js', '/assets/tracker-1.js'],
      }),
      ['/assets/tracker-1.js'],
    );
    startPagePrefetch('/app');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetched).toEqual(['/assets/analytics-1.js', '/assets/charts-1.js']);
    await vi.advanceTimersByTimeAsync(200);
    // The tracker's chunk is on the page already: not asked again.
    expect(fetched).toEqual(['/assets/analytics-1.js', '/assets/charts-1.js', '/assets/goals-1.js']);
    await vi.advanceTimersByTimeAsync(5_000);
    // Importing ahead evaluated each page and its libraries on /app's main thread, one long task each
    // (the accountability page's zod schemas: 150 ms with the CPU slowed 4x).
    expect(loaded).toEqual([]);
  });

  it('fetches nothing without the page code, and nothing once stopped', async () => {
    vi.useFakeTimers();
    const fetched = stubBrowser(null);
    startPagePrefetch('/app');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetched).toEqual([]);

    const fetchedAfterStop = stubBrowser(writePageCode({ '/in/analytics': ['/assets/analytics-1.js'] }));
    startPagePrefetch('/app')();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchedAfterStop).toEqual([]);
    expect(loaded).toEqual([]);
  });
});
