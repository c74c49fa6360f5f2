import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePageCode } from '../../domain/routing/page-code';
import { serveClient } from './serve-client';

const distDir = mkdtempSync(join(tmpdir(), 'compound-client-'));
const script = 'console.log("app");';
const files: Record<string, string | Buffer> = {
  'index.html':
    '<html><head>\n    <script type="module" src="/assets/index-1.js"></script>\n  </head><body><div id="root"></div></body></html>',
  '.vite/manifest.json': JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js'] },
    '_runtime-1.js': { file: 'assets/runtime-1.js' },
    'src/client/components/app/app-layout.tsx': { file: 'assets/app-layout-1.js', imports: ['index.html'] },
    'src/client/pages/today/today-page.tsx': {
      file: 'assets/today-page-1.js',
      imports: ['index.html', '_runtime-1.js', '_tracker-1.js'],
    },
    '_tracker-1.js': { file: 'assets/tracker-1.js', imports: ['index.html'] },
    'src/client/pages/goals/goals-page.tsx': {
      file: 'assets/goals-page-1.js',
      imports: ['index.html', '_tracker-1.js', '_goal-bar-1.js'],
    },
    '_goal-bar-1.js': { file: 'assets/goal-bar-1.js', imports: ['_runtime-1.js'] },
  }),
  'assets/index-1.js': script,
  'assets/index-1.js.br': 'brotli bytes',
  'assets/index-1.js.gz': gzipSync(script),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(join(distDir, path, '..'), { recursive: true });
  writeFileSync(join(distDir, path), content);
}
const sessionCookie = 'compound.session_token';
const client = serveClient(distDir, { sessionCookie });
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) =>
  client.request(path, {
    headers: { 'accept-encoding': '', cookie: `${sessionCookie}=token.signature`, ...headers },
  });

describe('serveClient', () => {
  it('preloads the tracker’s chunks, then its API reads, with /app', async () => {
    const html = await (await get('/app')).text();
    const links = [...html.matchAll(/<link rel="(\w+)"[^>]*href="([^"]+)"/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
    expect(links).toEqual([
      'modulepreload /assets/app-layout-1.js',
      'modulepreload /assets/today-page-1.js',
      'modulepreload /assets/tracker-1.js',
      'preload /api/session',
      'preload /api/habits?include_archived=false',
    ]);
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/session" crossorigin>');
  });

  it('preloads the day in the address, and only who is signed in on other pages', async () => {
    expect(await (await get('/app?date=2026-01-05')).text()).toContain(
      'href="/api/habits?date=2026-01-05&amp;include_archived=false"',
    );
    const goals = await (await get('/in/goals')).text();
    expect(goals).toContain('href="/api/session"');
    expect(goals).not.toContain('modulepreload');
    expect(goals).not.toContain('/api/habits');
  });

  it('names each place’s code for the signed-in app to fetch ahead, and none for a visitor', async () => {
    for (const path of ['/app', '/in/goals']) {
      const html = await (await get(path)).text();
      const text = html.match(/<script type="application\/json" id="page-code">(.*?)<\/script>/)?.[1];
      expect(parsePageCode(text)).toEqual({
        '/app': ['/assets/today-page-1.js', '/assets/tracker-1.js'],
        '/in/goals': ['/assets/goals-page-1.js', '/assets/tracker-1.js', '/assets/goal-bar-1.js'],
      });
    }
    expect(await (await get('/app', { cookie: 'theme=dark' })).text()).not.toContain('page-code');
  });

  it('preloads only who is signed in for /app without a session cookie', async () => {
    const signedOut = await (await get('/app', { cookie: 'theme=dark' })).text();
    expect(signedOut).toContain('href="/api/session"');
    expect(signedOut).not.toContain('modulepreload');
    expect(signedOut).not.toContain('/api/habits');
  });

  it('answers with the precompressed copy the browser accepts, cached for a year', async () => {
    const brotli = await get('/assets/index-1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe('brotli bytes');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');

    const gzip = await get('/assets/index-1.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('content-type')).toMatch(/^text\/javascript/);

    const plain = await get('/assets/index-1.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('serves public files without a year of caching, and never the build manifest', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBeNull();
    const missingAsset = await get('/assets/missing.js');
    expect(missingAsset.status).toBe(404);
    for (const path of ['/.vite/manifest.json', '/assets/../.vite/manifest.json']) {
      const response = await get(path);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).not.toContain('isEntry');
    }
  });

  it('serves the service worker as a script the browser checks for a new version on every visit', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // The shell the worker keeps for the app's pages offline: the build's, with no page's preloads.
    const shell = await get('/index.html');
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(await shell.text()).toBe(files['index.html']);
  });

  it('answers a path that is no address of the site with the app and a 404, and a site address with a 200', async () => {
    for (const path of ['/no-such-page', '/research/a/b', '/.vite/manifest.json']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('/assets/index-1.js');
    }
    for (const path of ['/', '/pricing', '/research/habit-formation', '/app'])
      expect((await get(path)).status).toBe(200);
  });
});

describe('serveClient, with the signed-in tracker drawn by the server', () => {
  const renders: { url: string; seeds: readonly { queryKey: readonly unknown[] }[] }[] = [];
  const drawing = serveClient(distDir, {
    sessionCookie,
    renderPage: async (url, seeds) => {
      renders.push({ url, seeds });
      return {
        html: '<p>Read 20 pages</p>',
        state: '<script type="application/json" id="state">{}</script>',
      };
    },
    // A stale cookie: the API answers 401 and the seeds reader says null.
    trackerSeeds: async (_url, headers) =>
      headers.get('cookie')?.includes('stale')
        ? null
        : [{ queryKey: ['habits', null, 'active'], data: { habits: [] } }],
  });
  const open = (path: string, cookie = `${sessionCookie}=token.signature`) =>
    drawing.request(path, { headers: { 'accept-encoding': '', cookie } });

  it("draws /app from the visitor's own answers, and does not ask the browser to fetch them again", async () => {
    const html = await (await open('/app?date=2026-12-01')).text();
    expect(html).toContain('<div id="root" data-server-rendered><p>Read 20 pages</p></div>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="preload" as="fetch"');
    expect(renders.at(-1)?.url).toBe('http://localhost/app?date=2026-12-01');
    // The visitor's own day: no shared cache may keep it.
    expect((await open('/app')).headers.get('cache-control')).toBe('private, no-cache');
    const compressed = await drawing.request('/app', {
      headers: { 'accept-encoding': 'gzip', cookie: `${sessionCookie}=token.signature` },
    });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString()).toContain(
      '<p>Read 20 pages</p>',
    );
    expect(renders.at(-1)?.seeds.map((seed) => seed.queryKey)).toEqual([['habits', null, 'active']]);
  });

  it('sends the page for the browser to draw when the answers cannot be read, and draws no other signed-in page', async () => {
    const before = renders.length;
    const stale = await (await open('/app', `${sessionCookie}=stale`)).text();
    expect(stale).toContain('<div id="root"></div>');
    expect(stale).toContain('<link rel="preload" as="fetch" href="/api/session" crossorigin>');
    expect(await (await open('/in/goals')).text()).toContain('<div id="root"></div>');
    expect(renders.length).toBe(before);
  });
});
