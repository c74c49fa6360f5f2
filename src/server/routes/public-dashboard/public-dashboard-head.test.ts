import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'compound-dashboard-head-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    readFileSync(join(import.meta.dirname, '../../../../index.html')),
  );
  server = await createTestServer({}, { clientDir });
});

async function publish(visibility: 'public' | 'unlisted' | 'private', title: string) {
  const owner = await createSignedInUser(server, { name: 'Ana <Runner>' });
  const habit = await server.request('POST', '/api/habits', {
    body: { name: 'Morning run' },
    headers: { cookie: owner.cookie },
  });
  const hidden = await server.request('POST', '/api/habits', {
    body: { name: 'Secret habit' },
    headers: { cookie: owner.cookie },
  });
  expect(hidden.status).toBe(201);
  const slug = `head-${visibility}-${Date.now().toString(36)}`;
  const saved = await server.request('PUT', '/api/dashboard', {
    headers: { cookie: owner.cookie },
    body: { slug, title, bio: '', visibility, habit_ids: [habit.json.habit.id], goal_ids: [], skill_ids: [] },
  });
  expect(saved.status).toBe(200);
  return { slug, hash: saved.json.dashboard.hash as string };
}

const crawl = async (path: string) => (await server.app.request(path)).text();

describe('dashboard pages as a crawler reads them (no script)', () => {
  it('name the dashboard in the title, Open Graph and Twitter tags, with the server-drawn image', async () => {
    const { slug } = await publish('public', 'Ana <trains> & runs');
    for (const path of [`/u/${slug}`, `/u/${slug}/live`]) {
      const html = await crawl(path);
      expect(html).toContain('<title>Ana &lt;trains&gt; &amp; runs · Compound</title>');
      expect(html).toContain('<meta property="og:title" content="Ana &lt;trains&gt; &amp; runs">');
      expect(html).toContain(
        '<meta name="description" content="1 habit shared on Compound: streaks, strength and progress, updated as they are logged." />',
      );
      expect(html).toContain(
        `<meta property="og:image" content="${TEST_ORIGIN}/api/public-dashboard/image?slug=${slug}">`,
      );
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toContain('<li>Morning run: 0 days streak');
      expect(html).not.toContain('Secret habit');
      expect(html).not.toContain('noindex');
    }
  });

  it('keep an unlisted one out of search and say nothing of a private or missing one', async () => {
    const unlisted = await publish('unlisted', 'Unlisted dashboard');
    const html = await crawl(`/d/${unlisted.hash}`);
    expect(html).toContain('<meta property="og:title" content="Unlisted dashboard">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(await crawl(`/u/${unlisted.slug}`)).not.toContain('Unlisted dashboard');
    const hidden = await publish('private', 'Private dashboard');
    expect(await crawl(`/u/${hidden.slug}`)).not.toContain('Private dashboard');
    expect(await crawl(`/d/${hidden.hash}`)).not.toContain('og:image');
  });

  it('answer 404 for an address naming no dashboard a visitor could open, 200 for one that exists', async () => {
    const status = async (path: string) => (await server.app.request(path)).status;
    const shared = await publish('unlisted', 'Shared by link');
    expect(await status('/u/nobody-has-this-slug')).toBe(404);
    expect(await status('/u/nobody-has-this-slug/live')).toBe(404);
    expect(await status('/d/0000000000000000')).toBe(404);
    // An unlisted dashboard's slug is as unknown to a visitor as a missing one; its link opens.
    expect(await status(`/u/${shared.slug}`)).toBe(404);
    expect(await status(`/d/${shared.hash}`)).toBe(200);
    const missing = await server.app.request('/u/nobody-has-this-slug');
    expect(missing.headers.get('content-type')).toContain('text/html');
    expect(await missing.text()).toContain('<div id="root">');
  });
});
