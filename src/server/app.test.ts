import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorReports } from './db/schema';
import { readOutbox } from './email/mailer';
import { createSignedInUser } from './test/factories';
import { createTestServer, type TestServer } from './test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ OPERATOR_EMAIL: 'ops@example.com' });
});

const report = {
  message: 'Cannot read properties of undefined (reading "name")',
  stack: 'TypeError: <script>alert(1)</script>\n    at App (/assets/index.js:1:1)',
  componentStack: '\n    at App',
  url: 'http://localhost:3000/app',
  userAgent: 'Chromium',
  time: '2026-11-21T10:00:00.000Z',
};

describe('the API surface', () => {
  it('answers /api/health with the database in use', async () => {
    const health = await server.request('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ status: 'ok' });
    expect(['pglite', 'postgres']).toContain(health.json.database);
  });

  it('publishes an OpenAPI document of its routes', async () => {
    const doc = await server.request('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.json.openapi).toBe('3.1.0');
    expect(Object.keys(doc.json.paths)).toEqual(
      expect.arrayContaining(['/health', '/config', '/me', '/error-reports']),
    );
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const missing = await server.request('GET', '/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('not_found');
  });

  it('sets security headers on pages: a CSP without inline script, framed by no one', async () => {
    const page = await server.app.request('/robots.txt');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers the API with a CSP that loads nothing, no sniffing, no framing and no caching', async () => {
    const health = await server.request('GET', '/api/health');
    expect(health.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('x-frame-options')).toBe('DENY');
    expect(health.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(health.headers.get('referrer-policy')).toBe('no-referrer');
    expect(health.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses state-changing requests from another site', async () => {
    const forged = await server.request('POST', '/api/error-reports', {
      body: report,
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(forged.json.error.code).toBe('forbidden_origin');
    const crossSite = await server.request('POST', '/api/error-reports', {
      body: report,
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const huge = await server.request('POST', '/api/error-reports', {
      body: { ...report, stack: 'x'.repeat(1_100_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('payload_too_large');
  });

  it('describes the instance without revealing secrets', async () => {
    const config = await server.request('GET', '/api/config');
    expect(config.json).toEqual({
      google_sign_in: false,
      google_client_ids: { web: null, ios: null },
      billing: false,
      coach_provider: 'builtin',
      email_outbox: true,
    });
  });
});

describe('error reports', () => {
  it('stores a report from a signed-out visitor and e-mails nothing', async () => {
    const response = await server.request('POST', '/api/error-reports', { body: report });
    expect(response.status).toBe(201);
    const [row] = await server.deps.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, response.json.id));
    expect(row).toMatchObject({ message: report.message, userId: null, url: report.url });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await readOutbox(server.outboxDir)).toEqual([]);
  });

  it('ties a signed-in report to the session user (not the body) and e-mails it HTML-escaped', async () => {
    const user = await createSignedInUser(server);
    const response = await server.request('POST', '/api/error-reports', {
      body: { ...report, userId: 'someone-else' },
      headers: { cookie: user.cookie },
    });
    expect(response.status).toBe(201);
    const [row] = await server.deps.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, response.json.id));
    expect(row?.userId).toBe(user.id);

    const mail = await server.waitForEmail('ops@example.com', 'error report');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(user.email);
  });

  it('ignores the suppressed kinds', async () => {
    const extension = await server.request('POST', '/api/error-reports', {
      body: { ...report, stack: 'at chrome-extension://abcdef/content.js:1:1' },
    });
    expect(extension.status).toBe(202);
    expect(extension.json).toEqual({ stored: false, reason: 'suppressed' });
    const lookup = await server.request('POST', '/api/error-reports', {
      body: { message: 'Could not find identifiable element' },
    });
    expect(lookup.status).toBe(202);
    expect(await server.deps.db.select().from(errorReports)).toEqual([]);
  });

  it('refuses a report without a message, naming the field', async () => {
    const response = await server.request('POST', '/api/error-reports', { body: { stack: 'x' } });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('invalid_input');
    expect(response.json.error.message).toMatch(/^message: /);
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await server.app.request('/api/error-reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: '{"message": ',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBeDefined();
  });
});
