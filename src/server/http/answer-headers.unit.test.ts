import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId } from './request-id';
import { securityHeaders } from './security-headers';

// The same app served by Node (headers on Node's response) and called in process (headers on Hono's).
const app = new Hono();
app.use('*', requestId());
app.use('*', securityHeaders(false));
app.get('/api/thing', (c) => c.json({ ok: true }));
app.get('/api/own-cache', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'private, max-age=5' }));
app.get('/api/fails', () => {
  throw new Error('boom');
});
app.onError((_error, c) => c.json({ error: 'failed' }, 500));
app.get('/page', (c) => c.html('<p>page</p>'));

let server: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0 }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const callers = {
  'served by Node': (path: string, init?: RequestInit) => fetch(`${base}${path}`, init),
  'called in process': (path: string, init?: RequestInit) => Promise.resolve(app.request(path, init)),
};

describe.each(Object.entries(callers))('answer headers, %s', (_name, call) => {
  it('give an API answer the lean security set and a fresh request id', async () => {
    const response = await call('/api/thing');
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keep a plain request id sent by a proxy and replace anything else', async () => {
    const kept = await call('/api/thing', { headers: { 'x-request-id': 'proxy-id-42' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-id-42');
    const replaced = await call('/api/thing', { headers: { 'x-request-id': 'has spaces; and=more' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("let an answer's own header win", async () => {
    const response = await call('/api/own-cache');
    expect(response.headers.get('cache-control')).toBe('private, max-age=5');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('are on error answers too', async () => {
    const response = await call('/api/fails');
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('leave pages the full set, with the page CSP', async () => {
    const response = await call('/page');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});
