import { beforeAll, describe, expect, it } from 'vitest';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const as = (user: TTestUser) => ({ cookie: user.cookie });

async function createHabit(user: TTestUser, body: Record<string, unknown>) {
  const response = await server.request('POST', '/api/habits', { body, headers: as(user) });
  expect(response.status, response.text).toBe(201);
  return response.json.habit as { id: string; name: string; type: string; target: number | null };
}

describe('/api/habits', () => {
  it('creates yes/no and numeric habits and lists them in order with today’s state', async () => {
    const user = await createSignedInUser(server);
    const read = await createHabit(user, { name: 'Read', target: 20, unit: 'pages' });
    const walk = await createHabit(user, { name: 'Walk' });
    expect(read).toMatchObject({ type: 'number', target: 20, unit: 'pages', active: true, sort_order: 0 });
    expect(walk).toMatchObject({ type: 'boolean', target: null, sort_order: 1 });

    const day = await server.request('GET', '/api/habits', { headers: as(user) });
    expect(day.status).toBe(200);
    expect(day.json.date).toBe(day.json.today);
    // The page tells from it when its today has passed midnight; UTC until the user has a zone.
    expect(day.json.timezone).toBe('UTC');
    expect(day.json.habits.map((habit: { name: string }) => habit.name)).toEqual(['Read', 'Walk']);
    expect(day.json.habits[0]).toMatchObject({
      log: null,
      stats: { current_streak: 0, best_streak: 0, strength: 0 },
    });
  });

  it('answers the day in the user’s time zone, and names the zone', async () => {
    const user = await createSignedInUser(server);
    await server.request('PATCH', '/api/preferences', {
      body: { timezone: 'Pacific/Auckland' },
      headers: as(user),
    });
    const day = await server.request('GET', '/api/habits', { headers: as(user) });
    expect(day.json).toMatchObject({
      timezone: 'Pacific/Auckland',
      today: todayInTimeZone(new Date(), 'Pacific/Auckland'),
    });
  });

  it('refuses invalid habits with the spec’s messages', async () => {
    const user = await createSignedInUser(server);
    const short = await server.request('POST', '/api/habits', { body: { name: 'R' }, headers: as(user) });
    expect(short.status).toBe(400);
    expect(short.json.error).toMatchObject({
      code: 'invalid_input',
      message: 'Habit name must be at least 2 characters',
    });
    const big = await server.request('POST', '/api/habits', {
      body: { name: 'Run', target: 10_001 },
      headers: as(user),
    });
    expect(big.json.error.message).toBe('Target value must be between 0 and 10,000');
  });

  it('warns about a similar name without refusing it', async () => {
    const user = await createSignedInUser(server);
    await createHabit(user, { name: 'Read books' });
    const again = await server.request('POST', '/api/habits', {
      body: { name: 'read books' },
      headers: as(user),
    });
    expect(again.status).toBe(201);
    expect(again.json.warnings).toEqual([expect.stringContaining('A similar habit already exists')]);
  });

  it('renames, retargets, archives, reorders and deletes', async () => {
    const user = await createSignedInUser(server);
    const a = await createHabit(user, { name: 'Push-ups', target: 20 });
    const b = await createHabit(user, { name: 'Stretch' });

    const renamed = await server.request('PATCH', `/api/habits/${a.id}`, {
      body: { name: 'Push ups', target: 30, unit: 'reps' },
      headers: as(user),
    });
    expect(renamed.json.habit).toMatchObject({ name: 'Push ups', target: 30, unit: 'reps' });

    const order = await server.request('PUT', '/api/habits/order', {
      body: { ids: [b.id, a.id] },
      headers: as(user),
    });
    expect(order.status).toBe(204);
    const archived = await server.request('PATCH', `/api/habits/${b.id}`, {
      body: { active: false },
      headers: as(user),
    });
    expect(archived.json.habit.active).toBe(false);

    const visible = await server.request('GET', '/api/habits', { headers: as(user) });
    expect(visible.json.habits.map((h: { id: string }) => h.id)).toEqual([a.id]);
    const all = await server.request('GET', '/api/habits?include_archived=true', { headers: as(user) });
    expect(all.json.habits.map((h: { id: string }) => h.id)).toEqual([b.id, a.id]);

    expect((await server.request('DELETE', `/api/habits/${a.id}`, { headers: as(user) })).status).toBe(204);
    const after = await server.request('GET', '/api/habits?include_archived=true', { headers: as(user) });
    expect(after.json.habits.map((h: { id: string }) => h.id)).toEqual([b.id]);
  });

  it('never lets one account read or change another’s habit, through any verb', async () => {
    const owner = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const habit = await createHabit(owner, { name: 'Private habit' });
    const denied = { error: { code: 'not_found', message: 'Habit not found or access denied' } };

    const patch = await server.request('PATCH', `/api/habits/${habit.id}`, {
      body: { name: 'Mine now' },
      headers: as(other),
    });
    expect(patch.status).toBe(404);
    expect(patch.json).toEqual(denied);
    const del = await server.request('DELETE', `/api/habits/${habit.id}`, { headers: as(other) });
    expect(del.json).toEqual(denied);
    const reorder = await server.request('PUT', '/api/habits/order', {
      body: { ids: [habit.id] },
      headers: as(other),
    });
    expect(reorder.json).toEqual(denied);
    const log = await server.request('PUT', '/api/habit-logs', {
      body: { habit_id: habit.id, value_boolean: true },
      headers: as(other),
    });
    expect(log.json).toEqual(denied);
    const list = await server.request('GET', '/api/habits?include_archived=true', { headers: as(other) });
    expect(list.json.habits).toEqual([]);
    const logs = await server.request(
      'GET',
      `/api/habit-logs?from=2000-01-01&to=2009-01-01&habit_id=${habit.id}`,
      { headers: as(other) },
    );
    expect(logs.json.logs).toEqual([]);

    const mine = await server.request('GET', '/api/habits', { headers: as(owner) });
    expect(mine.json.habits[0]).toMatchObject({ name: 'Private habit' });
  });

  it('answers 401 to a signed-out caller', async () => {
    const list = await server.request('GET', '/api/habits');
    expect(list.status).toBe(401);
    const create = await server.request('POST', '/api/habits', { body: { name: 'Read' } });
    expect(create.status).toBe(401);
  });
});
