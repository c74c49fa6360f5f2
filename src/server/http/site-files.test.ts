import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

describe('files for crawlers', () => {
  it('answers /robots.txt as text that keeps crawlers out of signed-in pages and names the sitemap', async () => {
    const response = await server.request('GET', '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const robots = response.text;
    for (const prefix of ['/app', '/in/', '/settings']) expect(robots).toContain(`Disallow: ${prefix}\n`);
    expect(robots).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('answers /sitemap.xml as XML listing the public pages under the public address', async () => {
    const response = await server.request('GET', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = response.text;
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/pricing</loc>`);
    expect(xml).not.toContain('/app<');
  });
});

describe('old addresses', () => {
  it('move permanently, keeping the query', async () => {
    for (const [from, to] of [
      ['/assistant', '/coach'],
      ['/privacy-policy', '/privacy'],
      ['/payments', '/subscriptions'],
      ['/start?ref=mail', '/pricing?ref=mail'],
    ]) {
      const response = await server.app.request(from ?? '');
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    }
  });
});
