import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const call = (user: TTestUser | null, method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, headers: user ? { cookie: user.cookie } : {} });

describe('/api/daily-insights/{date}', () => {
  it('saves a day and replaces it, per user', async () => {
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    expect((await call(user, 'GET', '/api/daily-insights/2026-03-10')).json).toEqual({
      date: '2026-03-10',
      insights: {},
      metrics: {},
    });
    const saved = await call(user, 'PUT', '/api/daily-insights/2026-03-10', { insights: { mood: 'calm' } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ date: '2026-03-10', insights: { mood: 'calm' }, metrics: {}, warnings: [] });
    await call(user, 'PUT', '/api/daily-insights/2026-03-10', { metrics: { focus_minutes: 90 } });
    expect((await call(user, 'GET', '/api/daily-insights/2026-03-10')).json).toMatchObject({
      insights: {},
      metrics: { focus_minutes: 90 },
    });
    expect((await call(other, 'GET', '/api/daily-insights/2026-03-10')).json.metrics).toEqual({});
  });

  it('refuses bad dates, non-object insights and guests', async () => {
    const user = await createSignedInUser(server);
    const badDate = await call(user, 'GET', '/api/daily-insights/2026-02-30');
    expect(badDate.status).toBe(400);
    expect(badDate.json.error.message).toBe('Invalid date format: 2026-02-30');
    const badInsights = await call(user, 'PUT', '/api/daily-insights/2026-03-10', { insights: ['a'] });
    expect(badInsights.status).toBe(400);
    expect(badInsights.json.error.errors).toEqual(['Insights must be an object']);
    expect((await call(null, 'GET', '/api/daily-insights/2026-03-10')).status).toBe(401);
  });
});

describe('/api/daily-insights/today', () => {
  it('writes the day’s insights once under 10 concurrent first visits', async () => {
    const user = await createSignedInUser(server);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(user, 'GET', '/api/daily-insights/today')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const [first] = answers;
    expect(first?.json.insights).toMatchObject({ source: 'built-in', risks: [] });
    expect(first?.json.insights.summary).toContain('No habits were due yesterday');
    // One generation kept: every answer carries the same generated_at.
    for (const answer of answers) expect(answer.json).toEqual(first?.json);
    const again = await call(user, 'GET', '/api/daily-insights/today');
    expect(again.json).toEqual(first?.json);
    const byDate = await call(user, 'GET', `/api/daily-insights/${first?.json.date}`);
    expect(byDate.json.insights).toEqual(first?.json.insights);
    expect((await call(null, 'GET', '/api/daily-insights/today')).status).toBe(401);
  });
});
