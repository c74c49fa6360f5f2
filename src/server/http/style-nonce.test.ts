import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
const clientDir = mkdtempSync(join(tmpdir(), 'compound-style-nonce-'));

beforeAll(async () => {
  writeFileSync(
    join(clientDir, 'index.html'),
    readFileSync(join(import.meta.dirname, '../../../index.html')),
  );
  server = await createTestServer({}, { clientDir });
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** The page's style nonce, as its CSP allows it and as the page hands it to the client. */
async function nonces(path: string) {
  const response = await server.app.request(path);
  const csp = response.headers.get('content-security-policy') ?? '';
  const html = await response.text();
  return {
    csp,
    elem: /style-src-elem 'self' 'nonce-([^']+)'/.exec(csp)?.[1],
    page: /<meta name="csp-nonce" content="([^"]+)">/.exec(html)?.[1],
  };
}

describe('the pages’ style nonce', () => {
  it('allows <style> elements only with the nonce the page carries, never any inline style element', async () => {
    for (const path of ['/', '/app', '/index.html', '/research']) {
      const { csp, elem, page } = await nonces(path);
      expect(elem, path).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(page, path).toBe(elem);
      expect(csp).toContain(`style-src 'self' 'nonce-${elem}'`);
      expect(csp).toContain("style-src-attr 'unsafe-inline'");
      expect(csp).not.toMatch(/style-src(-elem)? [^;]*'unsafe-inline'/);
    }
  });

  it('gives every response its own nonce', async () => {
    const [first, second] = await Promise.all([nonces('/app'), nonces('/app')]);
    expect(first.page).not.toBe(second.page);
  });

  it('leaves the API’s policy, which loads nothing, without a nonce', async () => {
    const health = await server.app.request('/api/health');
    expect(health.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
