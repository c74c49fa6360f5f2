import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import { pushSubscriptions } from '../../db/schema';
import { endpointTakenMessage } from '../../services/reminders/push-devices';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createBrowserKeys } from '../../test/push-service-stand-in';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const call = (user: TTestUser, method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, headers: { cookie: user.cookie } });

async function habitOf(user: TTestUser, body: Record<string, unknown> = { name: 'Read' }) {
  const response = await call(user, 'POST', '/api/habits', body);
  expect(response.status, response.text).toBe(201);
  return response.json.habit as { id: string };
}

describe('/api/habits/{id}/reminders and /api/reminders', () => {
  it('creates, lists by time, changes and removes a habit’s reminders', async () => {
    const user = await createSignedInUser(server);
    const habit = await habitOf(user);
    const evening = await call(user, 'POST', `/api/habits/${habit.id}/reminders`, {
      time: '21:15',
      weekdays: [5, 1, 1],
    });
    expect(evening.status, evening.text).toBe(201);
    expect(evening.json).toMatchObject({ time: '21:15', weekdays: [1, 5], enabled: true });
    await call(user, 'POST', `/api/habits/${habit.id}/reminders`, { time: '07:00' });
    const list = await call(user, 'GET', `/api/habits/${habit.id}/reminders`);
    expect(list.json.reminders.map((r: { time: string }) => r.time)).toEqual(['07:00', '21:15']);
    expect(list.json.reminders[0].weekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const changed = await call(user, 'PATCH', `/api/reminders/${evening.json.id}`, {
      enabled: false,
      time: '20:00',
    });
    expect(changed.json).toMatchObject({ time: '20:00', enabled: false });
    expect((await call(user, 'DELETE', `/api/reminders/${evening.json.id}`)).status).toBe(204);
    expect((await call(user, 'GET', `/api/habits/${habit.id}/reminders`)).json.reminders).toHaveLength(1);
  });

  it('refuses a time or weekdays that do not read, with a clear message', async () => {
    const user = await createSignedInUser(server);
    const habit = await habitOf(user);
    const badTime = await call(user, 'POST', `/api/habits/${habit.id}/reminders`, { time: '25:00' });
    expect(badTime.status).toBe(400);
    expect(badTime.text).toContain('Enter a time such as 09:30');
    const noDays = await call(user, 'POST', `/api/habits/${habit.id}/reminders`, {
      time: '09:00',
      weekdays: [],
    });
    expect(noDays.status).toBe(400);
    expect(noDays.text).toContain('Choose at least one weekday');
  });

  it('lets nobody touch another user’s habits, reminders or devices', async () => {
    const owner = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const habit = await habitOf(owner);
    const reminder = await call(owner, 'POST', `/api/habits/${habit.id}/reminders`, { time: '09:00' });
    const keys = createBrowserKeys();
    const device = await call(owner, 'POST', '/api/reminders/devices', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(device.status, device.text).toBe(201);
    expect((await call(other, 'GET', `/api/habits/${habit.id}/reminders`)).status).toBe(404);
    expect((await call(other, 'POST', `/api/habits/${habit.id}/reminders`, { time: '09:00' })).status).toBe(
      404,
    );
    expect(
      (await call(other, 'PATCH', `/api/reminders/${reminder.json.id}`, { enabled: false })).status,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/api/reminders/${reminder.json.id}`)).status).toBe(404);
    expect((await call(other, 'DELETE', `/api/reminders/devices/${device.json.id}`)).status).toBe(404);
    const action = { reminderId: reminder.json.id, date: todayInTimeZone(new Date(), 'UTC'), action: 'done' };
    expect((await call(other, 'POST', '/api/reminders/notification-action', action)).status).toBe(404);
    expect((await call(other, 'GET', '/api/reminders/devices')).json.devices).toEqual([]);
    const anonymous = await server.request('GET', '/api/reminders/devices');
    expect(anonymous.status).toBe(401);
    expect(
      (await server.request('POST', '/api/reminders/notification-action', { body: action })).status,
    ).toBe(401);
  });
});

describe('devices and settings', () => {
  it('keeps a push endpoint with the account that registered it until that account removes it', async () => {
    const [a, b] = [await createSignedInUser(server), await createSignedInUser(server)];
    const [keysA, keysB] = [createBrowserKeys(), createBrowserKeys()];
    const endpoint = `https://fcm.googleapis.com/fcm/send/owned-${a.id}`;
    const ofA = await call(a, 'POST', '/api/reminders/devices', {
      endpoint,
      keys: { p256dh: keysA.p256dh, auth: keysA.auth },
    });
    expect(ofA.status, ofA.text).toBe(201);

    const taken = await call(b, 'POST', '/api/reminders/devices', {
      endpoint,
      keys: { p256dh: keysB.p256dh, auth: keysB.auth },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toBe(endpointTakenMessage);
    expect((await call(b, 'GET', '/api/reminders/devices')).json.devices).toEqual([]);
    expect((await call(b, 'DELETE', `/api/reminders/devices/${ofA.json.id}`)).status).toBe(404);
    expect((await call(a, 'GET', '/api/reminders/devices')).json.devices).toMatchObject([
      { id: ofA.json.id },
    ]);
    const [row] = await server.deps.db
      .select({ userId: pushSubscriptions.userId, p256dh: pushSubscriptions.p256dh })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toEqual({ userId: a.id, p256dh: keysA.p256dh });

    expect((await call(a, 'DELETE', `/api/reminders/devices/${ofA.json.id}`)).status).toBe(204);
    const ofB = await call(b, 'POST', '/api/reminders/devices', {
      endpoint,
      keys: { p256dh: keysB.p256dh, auth: keysB.auth },
    });
    expect(ofB.status).toBe(201);
  });

  it('subscribes a browser once per endpoint, hands out the push key, and refuses local endpoints', async () => {
    const user = await createSignedInUser(server);
    const key = await call(user, 'GET', '/api/reminders/push-key');
    expect(key.json.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const keys = createBrowserKeys();
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/xyz',
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    };
    await call(user, 'POST', '/api/reminders/devices', { ...subscription, label: 'Chrome on Linux' });
    await call(user, 'POST', '/api/reminders/devices', { ...subscription, label: 'Chrome on Linux' });
    expect((await call(user, 'GET', '/api/reminders/devices')).json.devices).toHaveLength(1);
    const local = await call(user, 'POST', '/api/reminders/devices', {
      ...subscription,
      endpoint: 'http://127.0.0.1:9/push',
    });
    expect(local.status).toBe(400);
    expect(local.text).toContain('public https address');
  });

  it('keeps all-off and a quiet period crossing midnight', async () => {
    const user = await createSignedInUser(server);
    expect((await call(user, 'GET', '/api/reminder-settings')).json).toEqual({
      all_off: false,
      quiet_start: null,
      quiet_end: null,
    });
    const saved = await call(user, 'PATCH', '/api/reminder-settings', {
      quiet_start: '22:00',
      quiet_end: '07:00',
    });
    expect(saved.json).toEqual({ all_off: false, quiet_start: '22:00', quiet_end: '07:00' });
    const half = await call(user, 'PATCH', '/api/reminder-settings', { quiet_start: '22:00' });
    expect(half.status).toBe(400);
    expect((await call(user, 'PATCH', '/api/reminder-settings', { all_off: true })).json.all_off).toBe(true);
    const cleared = await call(user, 'PATCH', '/api/reminder-settings', {
      quiet_start: null,
      quiet_end: null,
    });
    expect(cleared.json).toEqual({ all_off: true, quiet_start: null, quiet_end: null });
  });
});

describe('POST /api/reminders/notification-action', () => {
  it('logs a numeric habit done at its target for the reminder’s date, and a second tap changes nothing', async () => {
    const user = await createSignedInUser(server);
    const habit = await habitOf(user, { name: 'Pages', type: 'number', target: 20, unit: 'pages' });
    const reminder = await call(user, 'POST', `/api/habits/${habit.id}/reminders`, { time: '09:00' });
    const date = todayInTimeZone(new Date(), 'UTC');
    const action = { reminderId: reminder.json.id, date, action: 'done' };
    const done = await call(user, 'POST', '/api/reminders/notification-action', action);
    expect(done.status, done.text).toBe(200);
    expect(done.json).toEqual({ action: 'done', snoozed_until: null });
    await call(user, 'POST', '/api/reminders/notification-action', action);
    const day = await call(user, 'GET', `/api/habits?date=${date}`);
    const log = day.json.habits.find((h: { id: string }) => h.id === habit.id).log;
    expect(log).toMatchObject({ value_number: 20, is_complete: true });
  });

  it('snoozes for ten minutes and refuses a date far from today', async () => {
    const user = await createSignedInUser(server);
    const habit = await habitOf(user);
    const reminder = await call(user, 'POST', `/api/habits/${habit.id}/reminders`, { time: '09:00' });
    const before = Date.now();
    const date = todayInTimeZone(new Date(), 'UTC');
    const snoozed = await call(user, 'POST', '/api/reminders/notification-action', {
      reminderId: reminder.json.id,
      date,
      action: 'snooze',
    });
    expect(snoozed.status, snoozed.text).toBe(200);
    const until = Date.parse(snoozed.json.snoozed_until) - before;
    expect(until).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(until).toBeLessThan(10 * 60_000 + 5000);
    const old = await call(user, 'POST', '/api/reminders/notification-action', {
      reminderId: reminder.json.id,
      date: '2020-01-01',
      action: 'done',
    });
    expect(old.status).toBe(400);
    const impossible = await call(user, 'POST', '/api/reminders/notification-action', {
      reminderId: reminder.json.id,
      date: '2026-02-30',
      action: 'snooze',
    });
    expect(impossible.status).toBe(400);
  });
});
