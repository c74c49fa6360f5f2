import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

/** A stand-in for the operator's analytics: keeps each request it is sent. */
const received: { path: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
const analytics = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  received.push({
    path: request.url ?? '',
    headers: request.headers,
    body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
  });
  response.writeHead(202).end('ok');
});

let server: TestServer;
let forwarded: TestServer;
const adminEmail = `views-admin-${Date.now()}@example.com`;

beforeAll(async () => {
  await new Promise<void>((resolve) => analytics.listen(0, '127.0.0.1', resolve));
  const { port } = analytics.address() as AddressInfo;
  server = await createTestServer({ ADMIN_EMAILS: adminEmail });
  forwarded = await createTestServer({
    PAGE_VIEWS_FORWARD_URL: `http://127.0.0.1:${port}/api/event`,
    PAGE_VIEWS_FORWARD_KIND: 'plausible',
  });
});

afterAll(() => new Promise<void>((resolve) => analytics.close(() => resolve())));

const visit = (path: string) => ({
  path,
  location: `https://habits.example.com${path}?token=secret-token&ref=mail#top`,
  title: 'Plans · Compound',
});

async function rowsWithTitle(title: string) {
  return server.deps.db.select().from(pageViews).where(eq(pageViews.title, title));
}

describe('POST /api/page-views', () => {
  it('records a visit once: path, location without its query, title, day and account', async () => {
    const user = await createSignedInUser(server);
    const title = `Plans ${Date.now()}`;
    const response = await server.request('POST', '/api/page-views', {
      body: { ...visit('/pricing'), title },
      headers: { cookie: user.cookie, 'user-agent': 'Mozilla/5.0 (Private)' },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json).toEqual({ recorded: true });
    const rows = await rowsWithTitle(title);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        userId: user.id,
        path: '/pricing',
        location: 'https://habits.example.com/pricing',
        title,
        day: new Date().toISOString().slice(0, 10),
      },
    ]);
    // Nothing about the browser is kept: the row has no column for an address or a user agent.
    expect(JSON.stringify(rows)).not.toMatch(/Mozilla|secret-token|127\.0\.0\.1/);
  });

  it('records nothing for a browser that asks not to be tracked (DNT: 1, Sec-GPC: 1)', async () => {
    const signals: Record<string, string>[] = [{ dnt: '1' }, { 'sec-gpc': '1' }];
    for (const header of signals) {
      const title = `Do not track ${Date.now()} ${Object.keys(header)[0]}`;
      const response = await server.request('POST', '/api/page-views', {
        body: { ...visit('/app'), title },
        headers: header,
      });
      expect(response.status).toBe(202);
      expect(response.json).toEqual({ recorded: false });
      expect(await rowsWithTitle(title)).toEqual([]);
    }
  });

  it('hides a shared dashboard’s secret address, and refuses what is not a page view', async () => {
    const title = `Dashboard ${Date.now()}`;
    await server.request('POST', '/api/page-views', {
      body: { path: '/d/9f8e7d6c5b4a', location: 'https://habits.example.com/d/9f8e7d6c5b4a', title },
    });
    expect(await rowsWithTitle(title)).toMatchObject([
      { path: '/d/:hash', location: 'https://habits.example.com/d/:hash', userId: null },
    ]);
    const bad = await server.request('POST', '/api/page-views', {
      body: { path: 'pricing', location: 'javascript:alert(1)', title: '' },
    });
    expect(bad.status).toBe(400);
  });

  it('passes the view on to a Plausible endpoint when the operator sets one', async () => {
    const response = await forwarded.request('POST', '/api/page-views', {
      body: visit('/pricing'),
      headers: { 'user-agent': 'Mozilla/5.0 (Forwarded)' },
    });
    expect(response.status).toBe(201);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toMatchObject({
      path: '/api/event',
      headers: { 'user-agent': 'Mozilla/5.0 (Forwarded)', 'content-type': 'application/json' },
      body: { name: 'pageview', url: 'https://habits.example.com/pricing', domain: 'habits.example.com' },
    });
    expect(received[0]?.headers['x-forwarded-for']).toBeUndefined();
  });
});

describe('GET /api/admin/page-views', () => {
  it('counts views per path over the last 7 or 30 days, for admins only', async () => {
    const admin = await createSignedInUser(server, { email: adminEmail });
    const user = await createSignedInUser(server);
    const path = `/docs/views-${Date.now()}`;
    const old = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await server.deps.db.insert(pageViews).values([
      { path, location: `https://a.example${path}`, title: 'A', day: new Date().toISOString().slice(0, 10) },
      { path, location: `https://a.example${path}`, title: 'A', day: new Date().toISOString().slice(0, 10) },
      { path, location: `https://a.example${path}`, title: 'A', day: old },
    ]);
    const week = await server.request('GET', '/api/admin/page-views?days=7', {
      headers: { cookie: admin.cookie },
    });
    expect(week.status, week.text).toBe(200);
    expect(week.json.days).toBe(7);
    expect(week.json.paths).toContainEqual({ path, views: 2 });
    const month = await server.request('GET', '/api/admin/page-views?days=30', {
      headers: { cookie: admin.cookie },
    });
    expect(month.json.paths).toContainEqual({ path, views: 3 });
    expect(month.json.total).toBeGreaterThanOrEqual(3);

    const refused = await server.request('GET', '/api/admin/page-views', {
      headers: { cookie: user.cookie },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe('Only an admin can see page views.');
    expect((await server.request('GET', '/api/admin/page-views')).status).toBe(401);
    expect(
      (await server.request('GET', '/api/admin/page-views?days=90', { headers: { cookie: admin.cookie } }))
        .status,
    ).toBe(400);
  });
});
