import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';

const root = join(import.meta.dirname, '../../..');
// Inside the project (.tmp/ is ignored by git), so the renderer finds react-dom and the rest in node_modules.
// Or the renderer .ci/run built from this same clean clone minutes before (TEST_PREBUILT_DIST, its dist/):
// CI builds it once for both integration passes and the end-to-end servers.
const prebuilt = process.env.TEST_PREBUILT_DIST;
const rendererDir = prebuilt ? join(prebuilt, 'ssr') : join(root, `.tmp/server-render-test-${process.pid}`);
let server: TestServer;

function buildRenderer() {
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'vite.ssr.config.ts',
      '--outDir',
      rendererDir,
      '--logLevel',
      'error',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  );
  if (build.status !== 0) throw new Error(`vite build --config vite.ssr.config.ts failed: ${build.stderr}`);
}

beforeAll(async () => {
  if (!prebuilt) buildRenderer();
  const clientDir = mkdtempSync(join(tmpdir(), 'compound-server-render-'));
  writeFileSync(join(clientDir, 'index.html'), readFileSync(join(root, 'index.html')));
  server = await createTestServer({}, { clientDir, pageRendererPath: join(rendererDir, 'render-page.js') });
}, 300_000);

// The renderer built here is removed; the prebuilt one is CI's dist/, which the end-to-end servers serve.
afterAll(() => {
  if (!prebuilt) rmSync(rendererDir, { recursive: true, force: true });
});

/** The page's HTML less any <noscript>: what a browser with scripts paints before they run. */
async function paintedHtml(path: string, headers: Record<string, string> = {}) {
  const response = await server.app.request(path, { headers });
  const html = await response.text();
  return { status: response.status, html, painted: html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '') };
}

const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('public pages rendered by React on the server (decision 0033)', () => {
  it.each([
    ['/', 'Small daily wins, compounded.', 'Check in daily'],
    // The test server sells no plans: the pricing page says everything is included.
    ['/pricing', 'Everything is included here.', 'Every feature is included on this server.'],
    ['/7daytrial', 'Everything is included here.', 'One place for the things you are working on'],
    ['/research', 'Research', 'How long does a habit take to form?'],
    ['/research/habit-formation', 'How long does a habit take to form?', 'What the study measured'],
    ['/docs', 'Help', 'The daily tracker'],
    ['/docs/tracker', 'The daily tracker', 'Compound'],
    ['/docs/analytics-metrics', 'Analytics metrics', 'Compound'],
    ['/legal', 'Legal', 'Privacy policy'],
    ['/privacy', 'Privacy policy', 'Compound'],
    ['/terms', 'Terms of service', 'Compound'],
    ['/service', 'Support', 'Sign in to contact support'],
    // The sign-in form itself, not only its heading: a visitor can start typing before the script runs.
    ['/auth', 'Welcome back', 'Forgot password?'],
    ['/forgot-password', 'Reset your password', 'Send reset link'],
  ])('sends %s with its heading and text in #root, outside any noscript', async (path, heading, text) => {
    const { status, html, painted } = await paintedHtml(path);
    expect(status).toBe(200);
    const rootHtml = painted.slice(painted.indexOf('<div id="root" data-server-rendered>'));
    expect(rootHtml.length, 'a server-rendered root').toBeLessThan(painted.length);
    expect(headingOf(rootHtml)).toBe(heading);
    expect(rootHtml).toContain(text);
    // The head tags are the page's own, once each.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical"');
    // What the browser hydrates from: the visitor is signed out.
    expect(html).toContain('<script type="application/json" id="server-render-state">');
    expect(html).toMatch(/"queryKey":\["me"\],"queryHash":"\[\\"me\\"\]"/);
  });

  it('leaves a signed-in visitor’s page to the browser, which knows the account', async () => {
    const { html } = await paintedHtml('/docs', { cookie: 'compound.session_token=stale' });
    expect(html).not.toContain('data-server-rendered');
    expect(html).not.toContain('server-render-state');
  });

  // npm start sets no NODE_ENV: left to node_modules, React would run its development build there.
  it('renders with React’s production server build, bundled once', () => {
    const scripts = readdirSync(rendererDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(rendererDir, file), 'utf8'))
      .join('\n');
    expect(scripts).toContain('react-dom-server.node.production');
    expect(scripts).not.toMatch(/react(-dom-server\.node)?\.development/);
    // No import of node_modules' React, which would be a second copy (its development build).
    expect(scripts).not.toMatch(/^import .* from ['"]react(-dom)?(\/[a-z-]+)?['"]/m);
  });

  it('renders no page for an address that is not one', async () => {
    const { status, html } = await paintedHtml('/research/no-such-article');
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
  });
});
