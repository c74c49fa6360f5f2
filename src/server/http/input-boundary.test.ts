import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { createTestServer } from '../test/test-server';

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('the input boundary in front of every route', () => {
  it('answers deep JSON, NUL and year-0 dates with 400, signed out and in', async () => {
    const server = await createTestServer();
    const intent = await server.app.request('/api/coach/intent', {
      method: 'POST',
      headers: { origin: server.settings.publicUrl, 'content-type': 'application/json' },
      body: deep(4_100),
    });
    expect(intent.status).toBe(400);
    expect((await intent.json()).error.message).toBe('The request body is nested deeper than 32 levels.');

    const report = await server.request('POST', '/api/error-reports', { body: { message: 'boom\u0000' } });
    expect(report.status).toBe(400);
    expect(report.json.error.message).toBe(
      'body.message: must not contain control characters or invalid Unicode.',
    );

    const user = await createSignedInUser(server);
    const yearZero = await server.request('GET', '/api/habits?date=0000-01-01', {
      headers: { cookie: user.cookie },
    });
    expect(yearZero.status).toBe(400);
    expect(yearZero.json.error.message).toBe('date: dates must be between the years 1900 and 9999.');
    const habit = await server.request('POST', '/api/habits', {
      headers: { cookie: user.cookie },
      body: { name: 'Read', unit: 'pages\u0000' },
    });
    expect(habit.status).toBe(400);
  });

  it('sends HSTS only over https and trusts the native apps’ origins only when configured', async () => {
    const plain = await createTestServer();
    const health = await plain.request('GET', '/api/health');
    expect(health.headers.get('strict-transport-security')).toBeNull();
    const fromCapacitor = await plain.request('POST', '/api/error-reports', {
      body: { message: 'Crash' },
      headers: { origin: 'capacitor://localhost' },
    });
    expect(fromCapacitor.status).toBe(403);

    const secure = await createTestServer({ PUBLIC_URL: 'https://compound.example', NATIVE_APPS: 'true' });
    const secureHealth = await secure.request('GET', '/api/health');
    expect(secureHealth.headers.get('strict-transport-security')).toContain('max-age=');
    const nativeReport = await secure.request('POST', '/api/error-reports', {
      body: { message: 'Crash' },
      headers: { origin: 'capacitor://localhost' },
    });
    expect(nativeReport.status).toBe(201);
  });
});
