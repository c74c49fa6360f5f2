import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const call = (user: TTestUser, method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, headers: { cookie: user.cookie } });

describe('coach actions with schedules and pauses', () => {
  it('creates a habit three times a week, pauses it and resumes it through confirmed actions', async () => {
    const user = await createSignedInUser(server);
    const created = await call(user, 'POST', '/api/actions/batch', {
      actions: [{ type: 'create_habit', name: 'Running', schedule: { times: 3, days: 7 } }],
    });
    expect(created.status, created.text).toBe(200);
    let day = await call(user, 'GET', '/api/habits');
    const habit = day.json.habits[0];
    expect(habit).toMatchObject({ name: 'Running', schedule: { times: 3, days: 7, weekdays: null } });

    const paused = await call(user, 'POST', '/api/actions', {
      action: { type: 'update_habit', habit_id: habit.id, pause: { end: null } },
    });
    expect(paused.status, paused.text).toBe(200);
    day = await call(user, 'GET', '/api/habits');
    expect(day.json.habits[0]).toMatchObject({
      pause: { start: day.json.today, end: null },
      day: { state: 'paused' },
    });

    const resumed = await call(user, 'POST', '/api/actions', {
      action: { type: 'update_habit', habit_id: habit.id, pause: null },
    });
    expect(resumed.status, resumed.text).toBe(200);
    day = await call(user, 'GET', '/api/habits');
    expect(day.json.habits[0].pause).toBeNull();
  });
});
