import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  // The repository's own app shell, as the build copies it (the script tag aside).
  const clientDir = mkdtempSync(join(tmpdir(), 'compound-prerender-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    readFileSync(join(import.meta.dirname, '../../../index.html')),
  );
  server = await createTestServer({}, { clientDir });
});

const get = async (path: string) => {
  const response = await server.app.request(path);
  return { status: response.status, html: await response.text() };
};

const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('pre-rendered public pages', () => {
  it('sends a research article with its head tags and text before any script runs', async () => {
    const { status, html } = await get('/research/habit-formation');
    expect(status).toBe(200);
    expect(html).toContain('<title>How long does a habit take to form? · Compound</title>');
    expect(html).toMatch(
      /<meta name="description" content="What a twelve-week study of 96 people found[^"]*"/,
    );
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/research/habit-formation">`);
    expect(html).toContain('<meta property="og:title" content="How long does a habit take to form?">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(headingOf(html)).toBe('How long does a habit take to form?');
    expect(html).toContain('<h2 id="what-the-study-measured">What the study measured</h2>');
    expect(html).toContain('Missing a day did not reset the curve');
    expect(html).toContain('<a href="https://doi.org/10.1002/ejsp.674">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it.each([
    ['/research', 'Research'],
    ['/docs', 'Help'],
    ['/docs/tracker', 'The daily tracker'],
    ['/docs/analytics-metrics', 'Analytics metrics'],
    ['/legal', 'Legal'],
    ['/privacy', 'Privacy policy'],
    ['/terms', 'Terms of service'],
    ['/eula', 'End-user licence agreement'],
    ['/subscriptions', 'Subscriptions'],
    ['/disclaimer', 'Disclaimer'],
    ['/cookies', 'Cookies and local storage'],
    ['/data-safety', 'Data safety'],
    ['/service', 'Support'],
  ])('sends %s with its heading and a title of its own', async (path, heading) => {
    const { status, html } = await get(path);
    expect(status).toBe(200);
    expect(headingOf(html)).toBe(heading);
    expect(html).toContain(`<title>${heading} · Compound</title>`);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${path}">`);
  });

  it('gives the pages the app draws itself their title, tags and heading, in a noscript beside an empty root', async () => {
    for (const [path, title, heading] of [
      ['/', 'Habits, goals and skills, with a coach', 'Small daily wins, compounded.'],
      // This server sells no plans (no billing set up): its plan pages offer none, in the head too.
      ['/pricing', 'Everything included', 'Everything is included here.'],
      ['/7daytrial', 'Start with Compound', 'Everything is included here.'],
      ['/coach', 'Coach', 'Try the coach'],
      ['/analytics', 'Analytics demo', 'Analytics, live'],
      ['/auth', 'Sign in', 'Welcome back'],
      ['/forgot-password', 'Reset your password', 'Reset your password'],
    ]) {
      const { status, html } = await get(path ?? '/');
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<title>${title} · Compound</title>`);
      expect(html, path).toContain(
        `<link rel="canonical" href="${TEST_ORIGIN}${path === '/' ? '/' : path}">`,
      );
      expect(headingOf(html), path).toBe(heading);
      // The app's own first paint is not replaced: its root stays empty.
      expect(html, path).toMatch(/<\/noscript><div id="root"><\/div>/);
    }
  });

  it('answers an unknown slug with the app shell and a 404, without another page’s tags', async () => {
    for (const path of ['/research/no-such-article', '/docs/no-such-page', '/in/education/no-such-lesson']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html).not.toContain('og:title');
      expect(html).toContain('<div id="root"></div>');
    }
    expect((await get('/in/education/smart-goals')).status).toBe(200);
  });

  it('lists every public content page in the sitemap, and no lesson', async () => {
    const { html: xml } = await get('/sitemap.xml');
    for (const path of ['/research', '/research/habit-formation', '/docs/coach', '/privacy', '/service'])
      expect(xml).toContain(`<loc>${TEST_ORIGIN}${path}</loc>`);
    expect(xml).not.toContain('/in/education');
  });
});
