import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitBody } from './body-limit';

const limit = 1_000;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  const app = new Hono();
  app.use('*', limitBody(limit));
  app.post('/echo', async (c) => c.json({ length: (await c.req.text()).length }));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0 }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends over real HTTP, with a Content-Length or in chunks as a streaming client would. */
function post(body: string, framing: 'length' | 'chunked'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = framing === 'length' ? { 'content-length': Buffer.byteLength(body) } : {};
    const req = httpRequest({ port, path: '/echo', method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    if (framing === 'chunked') {
      for (let at = 0; at < body.length; at += 100) req.write(body.slice(at, at + 100));
    } else {
      req.write(body);
    }
    req.end();
  });
}

describe('limitBody', () => {
  for (const framing of ['length', 'chunked'] as const) {
    it(`passes a body up to the limit and refuses a larger one with 413 (${framing})`, async () => {
      const within = await post('x'.repeat(limit), framing);
      expect(within).toEqual({ status: 200, body: JSON.stringify({ length: limit }) });
      const over = await post('x'.repeat(limit + 1), framing);
      expect(over.status).toBe(413);
      expect(JSON.parse(over.body).error.code).toBe('payload_too_large');
    });
  }
});
