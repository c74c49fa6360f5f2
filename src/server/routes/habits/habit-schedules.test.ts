import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, toEpochDay } from '../../../domain/dates/date-key';
import { weekdayOfEpochDay } from '../../../domain/habits/habit-schedule';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const as = (user: TTestUser) => ({ cookie: user.cookie });

async function habitsOf(user: TTestUser, date?: string) {
  const day = await server.request('GET', `/api/habits${date ? `?date=${date}` : ''}`, { headers: as(user) });
  expect(day.status).toBe(200);
  return day.json as {
    today: string;
    habits: {
      id: string;
      name: string;
      schedule: unknown;
      stats: { current_streak: number };
      day: { state: string; done_in_period: number; needed_in_period: number };
    }[];
  };
}

describe('habit schedules', () => {
  it('creates a habit three times a week, edits it to chosen weekdays, and lists what is due', async () => {
    const user = await createSignedInUser(server);
    const created = await server.request('POST', '/api/habits', {
      body: { name: 'Run', schedule: { times_per_week: 3 } },
      headers: as(user),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.habit.schedule).toEqual({ times: 3, days: 7, weekdays: null });

    const { today, habits } = await habitsOf(user);
    expect(habits[0]?.day).toMatchObject({ state: 'due', done_in_period: 0, needed_in_period: 3 });
    const saved = await server.request('PUT', '/api/habit-logs', {
      body: { habit_id: created.json.habit.id, date: today, value_boolean: true },
      headers: as(user),
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await habitsOf(user)).habits[0]?.day).toMatchObject({ state: 'done', done_in_period: 1 });

    const edited = await server.request('PATCH', `/api/habits/${created.json.habit.id}`, {
      body: { schedule: { weekdays: ['monday', 'thursday'] } },
      headers: as(user),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.habit.schedule).toEqual({ times: 2, days: 7, weekdays: [1, 4] });
    // A day that is neither Monday nor Thursday is a rest day, not a missed one.
    let restDay = addDays(today, -1);
    while ([1, 4].includes(weekdayOfEpochDay(toEpochDay(restDay)))) restDay = addDays(restDay, -1);
    expect((await habitsOf(user, restDay)).habits[0]?.day.state).toBe('rest');
  });

  it('keeps a habit daily unless told otherwise', async () => {
    const user = await createSignedInUser(server);
    const created = await server.request('POST', '/api/habits', {
      body: { name: 'Walk' },
      headers: as(user),
    });
    expect(created.json.habit.schedule).toEqual({ times: 1, days: 1, weekdays: null });
  });

  it('refuses schedules that cannot be kept, with messages that say why', async () => {
    const user = await createSignedInUser(server);
    const cases: [unknown, string][] = [
      [
        { times: 5, days: 3 },
        'Schedule times must be a whole number from 1 to the number of days (a habit counts once a day)',
      ],
      [{ times: 1, days: 60 }, 'Schedule days must be a whole number from 1 to 31'],
      [{ weekdays: [] }, 'Choose at least one weekday'],
      [{ weekdays: ['funday'] }, 'Unknown weekday: funday'],
      ['sometimes', 'Schedule must be "daily", { times, days } or { weekdays }'],
    ];
    for (const [schedule, message] of cases) {
      const response = await server.request('POST', '/api/habits', {
        body: { name: 'Swim', schedule },
        headers: as(user),
      });
      expect(response.status).toBe(400);
      expect(response.json.error.message).toBe(message);
    }
  });
});
