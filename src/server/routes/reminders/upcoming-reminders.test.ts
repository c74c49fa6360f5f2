import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates/date-key';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import { readLocalClock } from '../../../domain/reminders/reminder-schedule';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const zone = 'Europe/Paris';
const call = (user: TTestUser, method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, headers: { cookie: user.cookie } });

type TUpcoming = { habitName: string; date: string; at: string; title: string; tag: string };
const upcoming = async (user: TTestUser) =>
  (await call(user, 'GET', '/api/reminders/upcoming')).json.reminders as TUpcoming[];

/** A Paris user with a Read habit reminded at 07:30 every day. */
async function readerWithReminder() {
  const user = await createSignedInUser(server);
  await call(user, 'PATCH', '/api/preferences', { timezone: zone });
  const habit = (await call(user, 'POST', '/api/habits', { name: 'Read' })).json.habit as { id: string };
  const reminder = await call(user, 'POST', `/api/habits/${habit.id}/reminders`, { time: '07:30' });
  expect(reminder.status, reminder.text).toBe(201);
  return { user, habit, today: todayInTimeZone(new Date(), zone) };
}

describe('GET /api/reminders/upcoming (what the apps schedule on the phone)', () => {
  it('lists the next days’ reminders at their time on the user’s clock, by time, as the push would read', async () => {
    const { user, today } = await readerWithReminder();
    const list = await upcoming(user);
    const tomorrow = addDays(today, 1);
    expect(list.map((item) => item.date)).toContain(tomorrow);
    expect(list.every((item) => Date.parse(item.at) > Date.now())).toBe(true);
    expect(list.map((item) => item.at)).toEqual([...list.map((item) => item.at)].sort());
    for (const item of list) {
      expect(readLocalClock(new Date(item.at), zone).minuteOfDay).toBe(7 * 60 + 30);
      expect(item).toMatchObject({ habitName: 'Read', title: 'Time for Read' });
    }
    expect(list.find((item) => item.date === tomorrow)?.tag).toContain(tomorrow);
  });

  it('leaves out paused days, quiet hours and everything when reminders are all off', async () => {
    const { user, habit, today } = await readerWithReminder();
    const paused = await call(user, 'PATCH', `/api/habits/${habit.id}`, {
      pause: { start: addDays(today, 1), end: addDays(today, 2) },
    });
    expect(paused.status, paused.text).toBe(200);
    const dates = (await upcoming(user)).map((item) => item.date);
    expect(dates).not.toContain(addDays(today, 1));
    expect(dates).not.toContain(addDays(today, 2));
    expect(dates).toContain(addDays(today, 3));

    await call(user, 'PATCH', '/api/reminder-settings', { quiet_start: '07:00', quiet_end: '08:00' });
    expect(await upcoming(user)).toEqual([]);
    await call(user, 'PATCH', '/api/reminder-settings', {
      quiet_start: null,
      quiet_end: null,
      all_off: true,
    });
    expect(await upcoming(user)).toEqual([]);
  });

  it('gives a habit already done nothing more for that day, and asks for a session', async () => {
    const { user, habit, today } = await readerWithReminder();
    const tomorrow = addDays(today, 1);
    expect((await upcoming(user)).map((item) => item.date)).toContain(tomorrow);
    const logged = await call(user, 'PUT', '/api/habit-logs', {
      habit_id: habit.id,
      date: tomorrow,
      value_boolean: true,
    });
    if (logged.status === 200) {
      expect((await upcoming(user)).map((item) => item.date)).not.toContain(tomorrow);
    } else {
      // A day ahead cannot be logged: the rule is the server's send rule, tested with today's logs there.
      expect(logged.status).toBe(400);
    }
    expect((await server.request('GET', '/api/reminders/upcoming')).status).toBe(401);
  });
});
