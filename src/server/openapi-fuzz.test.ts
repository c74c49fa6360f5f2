import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from './test/factories';
import { fuzzRequests, listRoutes, type TFuzzRequest, type TOpenApiDocument } from './test/openapi-fuzz';
import { createTestServer, TEST_ORIGIN, type TestServer } from './test/test-server';

// Spec of issue 26: at least 200 hostile requests per route of the OpenAPI document, signed in and out.
const REQUESTS_PER_ROUTE = 200;

let server: TestServer;
let user: TTestUser;
let document: TOpenApiDocument;

beforeAll(async () => {
  // Limits are raised so the fuzz reaches the routes' validation instead of stopping at 429.
  server = await createTestServer({ RATE_LIMIT_MULTIPLIER: '1000' });
  document = (await server.request('GET', '/api/openapi.json')).json;
});

async function send(request: TFuzzRequest, cookie: string | null) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'x-guest-id': 'fuzz-guest' };
  if (cookie) headers.cookie = cookie;
  if (request.contentType) headers['content-type'] = request.contentType;
  const response = await server.app.request(request.url, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  // Streams (the realtime feed, the coach) are judged by their status; their bodies are not awaited.
  const text = response.status >= 500 ? await response.text() : '';
  await response.body?.cancel().catch(() => undefined);
  return { status: response.status, text };
}

describe('every route of the OpenAPI document under hostile input', () => {
  it('answers no request with a 5xx, signed in or out', async () => {
    // The database is emptied before each test, so the account is made here.
    user = await createSignedInUser(server);
    expect((await send({ method: 'GET', url: '/api/me' }, user.cookie)).status).toBe(200);
    // Deleting the account last keeps the signed-in half signed in for every other route.
    const routes = listRoutes(document).sort(
      (a, b) =>
        Number(a.path === '/me' && a.method === 'DELETE') - Number(b.path === '/me' && b.method === 'DELETE'),
    );
    const failures: string[] = [];
    const counts: string[] = [];
    let total = 0;
    for (const [routeIndex, route] of routes.entries()) {
      const requests = fuzzRequests(route, document, REQUESTS_PER_ROUTE, 26_000 + routeIndex);
      const tally = new Map<number, number>();
      for (const [index, request] of requests.entries()) {
        const signedIn = index % 2 === 0;
        const { status, text } = await send(request, signedIn ? user.cookie : null);
        tally.set(status, (tally.get(status) ?? 0) + 1);
        if (status >= 500 && failures.length < 20) {
          const body = request.body === undefined ? '' : ` body ${request.body.slice(0, 200)}`;
          failures.push(
            `${route.method} ${route.path} (${signedIn ? 'signed in' : 'signed out'}): ${status} for ${request.method} ${request.url.slice(0, 200)}${body} → ${text.slice(0, 200)}`,
          );
        }
      }
      total += requests.length;
      const summary = [...tally].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      counts.push(`${route.method} ${route.path}: ${requests.length} requests, ${summary.join(' ')}`);
    }
    console.info(`Fuzzed ${routes.length} routes, ${total} requests:\n${counts.join('\n')}`);
    expect(routes.length).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  }, 240_000);
});
