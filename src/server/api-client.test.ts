import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTypesFile, apiTypesOf } from './test/api-types';
import { createSignedInUser } from './test/factories';
import type { paths } from './test/generated/compound-api';
import { createTestServer, TEST_ORIGIN, type TestServer } from './test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

/** A client generated from the document, as a script outside the app would build it: a base URL and a token. */
async function scriptClient() {
  const user = await createSignedInUser(server);
  const created = await server.request('POST', '/api/api-tokens', {
    headers: { cookie: user.cookie },
    body: { name: 'Weekly script', scope: 'write' },
  });
  expect(created.status, created.text).toBe(201);
  const document = (await server.request('GET', '/api/openapi.json')).json as { servers: { url: string }[] };
  return createClient<paths>({
    baseUrl: new URL(document.servers[0]?.url ?? '', TEST_ORIGIN).toString(),
    headers: { authorization: `Bearer ${created.json.secret}` },
    fetch: async (request) => server.app.fetch(request),
  });
}

const dayBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe('a typed client generated from the OpenAPI document', () => {
  it('is committed up to date (npm run api:types)', async () => {
    const document = (await server.request('GET', '/api/openapi.json')).json;
    expect(readFileSync(apiTypesFile, 'utf8'), 'run npm run api:types').toBe(await apiTypesOf(document));
  });

  it('drives a week of habits, a goal and a skill, then reads the analytics', async () => {
    const api = await scriptClient();
    const first = await api.GET('/analytics', { params: { query: { period: '7d' } } });
    const today = first.data?.period.to ?? '';
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const stretch = await api.POST('/habits', { body: { name: 'Stretch', type: 'boolean' } });
    const pages = await api.POST('/habits', {
      body: { name: 'Read', type: 'number', target: 20, unit: 'pages' },
    });
    expect(stretch.response.status, JSON.stringify(stretch.error)).toBe(201);
    const stretchId = stretch.data?.habit.id ?? '';
    const pagesId = pages.data?.habit.id ?? '';
    for (let back = 6; back >= 0; back -= 1) {
      const date = dayBefore(today, back);
      const stretched = await api.PUT('/habit-logs', {
        body: { habit_id: stretchId, date, value_boolean: true },
      });
      expect(stretched.error).toBeUndefined();
      if (back % 2 === 0) {
        await api.PUT('/habit-logs', { body: { habit_id: pagesId, date, value_number: 25 } });
      }
    }

    const goal = await api.POST('/goals', {
      body: { name: 'Read 12 books', type: 'numeric', target_value: 12, unit: 'books' },
    });
    expect(goal.response.status, JSON.stringify(goal.error)).toBe(201);
    const goalId = goal.data?.goal.id ?? '';
    const linked = await api.PUT('/goals/{id}/links/{habitId}', {
      params: { path: { id: goalId, habitId: pagesId } },
      body: {},
    });
    expect(linked.error).toBeUndefined();
    const progress = await api.POST('/goals/{id}/progress', {
      params: { path: { id: goalId } },
      body: { delta: 2 },
    });
    expect(progress.response.status, JSON.stringify(progress.error)).toBe(201);

    const skill = await api.POST('/skills', { body: { name: 'Guitar' } });
    const skillId = skill.data?.skill.id ?? '';
    const chords = await api.POST('/skills/{id}/subskills', {
      params: { path: { id: skillId } },
      body: { name: 'Chords' },
    });
    const subskillId = chords.data?.subskill.id ?? '';
    const practice = await api.POST('/skills/{id}/time-logs', {
      params: { path: { id: skillId } },
      body: { subskill_id: subskillId, minutes: 45, date: today, quality_rating: 4 },
    });
    expect(practice.response.status, JSON.stringify(practice.error)).toBe(201);
    expect(practice.data?.time_log.seconds).toBe(45 * 60);

    const week = await api.GET('/analytics', { params: { query: { period: '7d' } } });
    const byName = new Map(week.data?.habits.map((habit) => [habit.name, habit]));
    expect(byName.get('Stretch')?.completed).toBe(7);
    expect(byName.get('Stretch')?.currentStreak).toBe(7);
    expect(byName.get('Read')?.completed).toBe(4);
    const guitar = await api.GET('/skills/{id}', { params: { path: { id: skillId } } });
    expect(guitar.data?.skill.hours).toBe(0.75);
  });
});
