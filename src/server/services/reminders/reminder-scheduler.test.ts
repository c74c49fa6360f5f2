import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReminderTime, readLocalClock } from '../../../domain/reminders/reminder-schedule';
import { pushSubscriptions, reminderDeliveries } from '../../db/schema';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { startPushServiceStandIn, type TPushServiceStandIn } from '../../test/push-service-stand-in';
import { createTestServer, type TestServer } from '../../test/test-server';
import { runReminderTick } from './reminder-scheduler';
import { resolveVapidKeys } from './vapid-keys';

let server: TestServer;
let push: TPushServiceStandIn;

beforeAll(async () => {
  server = await createTestServer({ PUSH_ALLOW_PRIVATE: 'true' });
  push = await startPushServiceStandIn();
});
afterAll(() => push.close());

const zone = 'America/New_York';
const call = (user: TTestUser, method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, headers: { cookie: user.cookie } });
const schedulerDeps = () => ({
  db: server.deps.db,
  logger: server.deps.logger,
  vapid: resolveVapidKeys(server.settings),
  allowPrivate: server.settings.PUSH_ALLOW_PRIVATE,
});

/** A user in New York with a habit reminded at the current minute and one subscribed browser. */
async function remindedUser(now: Date, options: { habit?: Record<string, unknown>; path?: string } = {}) {
  const user = await createSignedInUser(server);
  await call(user, 'PATCH', '/api/preferences', { timezone: zone });
  const habit = await call(user, 'POST', '/api/habits', { name: 'Stretch', ...options.habit });
  expect(habit.status, habit.text).toBe(201);
  const time = formatReminderTime(readLocalClock(now, zone).minuteOfDay);
  const reminder = await call(user, 'POST', `/api/habits/${habit.json.habit.id}/reminders`, { time });
  expect(reminder.status, reminder.text).toBe(201);
  const subscription = push.subscribe(options.path);
  const device = await call(user, 'POST', '/api/reminders/devices', { ...subscription, label: 'Laptop' });
  expect(device.status, device.text).toBe(201);
  return {
    user,
    habitId: habit.json.habit.id as string,
    reminderId: reminder.json.id as string,
    subscription,
  };
}

describe('the reminder scheduler', () => {
  it('sends each due reminder once when two schedulers claim at the same moment', async () => {
    const now = new Date();
    const people = await Promise.all([0, 1, 2].map(() => remindedUser(now)));
    const [first, second] = await Promise.all([
      runReminderTick(schedulerDeps(), now),
      runReminderTick(schedulerDeps(), now),
    ]);
    expect(first + second).toBe(3);
    // A later tick (another process, or this one again) sends nothing more.
    expect(await runReminderTick(schedulerDeps(), new Date(now.getTime() + 20_000))).toBe(0);
    for (const person of people) {
      const received = push.readAll(person.subscription.endpoint);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        kind: 'habit-reminder',
        reminderId: person.reminderId,
        habitId: person.habitId,
        habitName: 'Stretch',
        date: readLocalClock(now, zone).date,
      });
    }
  });

  it('does not send a reminder for a habit already done that day, nor one past the catch-up window', async () => {
    const now = new Date();
    const { user, habitId, reminderId, subscription } = await remindedUser(now);
    const date = readLocalClock(now, zone).date;
    const logged = await call(user, 'PUT', '/api/habit-logs', {
      habit_id: habitId,
      date,
      value_boolean: true,
    });
    expect(logged.status, logged.text).toBe(200);
    expect(await runReminderTick(schedulerDeps(), now)).toBe(0);
    expect(push.readAll(subscription.endpoint)).toHaveLength(0);
    const [delivery] = await server.deps.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.reminderId, reminderId));
    expect(delivery).toMatchObject({ status: 'skipped', outcome: 'habit done' });

    const late = await remindedUser(now);
    expect(await runReminderTick(schedulerDeps(), new Date(now.getTime() + 31 * 60_000))).toBe(0);
    expect(push.readAll(late.subscription.endpoint)).toHaveLength(0);
  });

  it('skips reminders in the quiet period and when all reminders are off', async () => {
    const now = new Date();
    const quiet = await remindedUser(now);
    const minute = readLocalClock(now, zone).minuteOfDay;
    const settings = await call(quiet.user, 'PATCH', '/api/reminder-settings', {
      quiet_start: formatReminderTime(minute),
      quiet_end: formatReminderTime((minute + 60) % 1440),
    });
    expect(settings.status, settings.text).toBe(200);
    const off = await remindedUser(now);
    await call(off.user, 'PATCH', '/api/reminder-settings', { all_off: true });
    expect(await runReminderTick(schedulerDeps(), now)).toBe(0);
    expect(
      push.messages.filter((m) => m.path.endsWith(new URL(quiet.subscription.endpoint).pathname)),
    ).toHaveLength(0);
    expect(push.readAll(off.subscription.endpoint)).toHaveLength(0);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const now = new Date();
    const { user } = await remindedUser(now, { path: `/gone/${Date.now()}` });
    expect(await runReminderTick(schedulerDeps(), now)).toBe(0);
    const left = await server.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('sends a snoozed reminder again ten minutes later, once, even when snoozed from several taps at once', async () => {
    const now = new Date();
    const { user, reminderId, subscription } = await remindedUser(now);
    expect(await runReminderTick(schedulerDeps(), now)).toBe(1);
    const date = readLocalClock(now, zone).date;
    const action = { reminderId, date, action: 'snooze' };
    // A phone and a watch, or a double tap: on PostgreSQL their reads interleave.
    const taps = await Promise.all(
      Array.from({ length: 6 }, () => call(user, 'POST', '/api/reminders/notification-action', action)),
    );
    expect(taps.map((tap) => tap.status)).toEqual(taps.map(() => 200));
    expect(await runReminderTick(schedulerDeps(), new Date(now.getTime() + 5 * 60_000))).toBe(0);
    const later = new Date(Date.now() + 10 * 60_000 + 1_000);
    expect(await runReminderTick(schedulerDeps(), later)).toBe(1);
    const received = push.readAll(subscription.endpoint) as Array<{ title: string }>;
    expect(received.map((message) => message.title)).toEqual(['Time for Stretch', 'Still to do: Stretch']);
  });
});
