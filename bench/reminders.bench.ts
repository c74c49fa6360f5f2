import webpush from 'web-push';
import { openDatabase } from '../src/server/db/client';
import { habitReminders, habits, pushSubscriptions, userPreferences, users } from '../src/server/db/schema';
import { createLogger } from '../src/server/lib/logger';
import { runReminderTick } from '../src/server/services/reminders/reminder-scheduler';
import { startPushServiceStandIn } from '../src/server/test/push-service-stand-in';
import type { TBenchResult } from './report';

const userCount = 1_000;
const habitsPerUser = 10;
const chunk = 1_000;

/**
 * 10,000 reminders due in the same minute (1,000 users in three zones, ten habits each, one browser
 * each) sent by one scheduler tick to a local push service on the embedded database: the time until
 * the last push is taken, and that each reminder arrived exactly once (every push decrypted).
 */
export async function benchReminders(): Promise<TBenchResult[]> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  const push = await startPushServiceStandIn();
  try {
    const now = new Date();
    now.setUTCSeconds(1, 0);
    const zones = ['UTC', 'Europe/Paris', 'America/New_York'];
    const userRows = Array.from({ length: userCount }, (_, index) => ({
      id: `bench-user-${index}`,
      name: `Bench ${index}`,
      email: `bench-${index}@example.com`,
    }));
    const { db } = database;
    await insertAll(db, users, userRows);
    await insertAll(
      db,
      userPreferences,
      userRows.map((user, index) => ({ userId: user.id, timezone: zones[index % zones.length] as string })),
    );
    const subscriptions = userRows.map((user) => ({ userId: user.id, ...flatten(push.subscribe()) }));
    await insertAll(db, pushSubscriptions, subscriptions);
    const habitRows = userRows.flatMap((user) =>
      Array.from({ length: habitsPerUser }, (_, index) => ({ userId: user.id, name: `Habit ${index}` })),
    );
    const createdHabits: { id: string; userId: string }[] = [];
    for (let start = 0; start < habitRows.length; start += chunk) {
      createdHabits.push(
        ...(await db
          .insert(habits)
          .values(habitRows.slice(start, start + chunk))
          .returning({ id: habits.id, userId: habits.userId })),
      );
    }
    const minuteIn = (zone: string) => {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(now);
      return (
        Number(parts.find((p) => p.type === 'hour')?.value) * 60 +
        Number(parts.find((p) => p.type === 'minute')?.value)
      );
    };
    await insertAll(
      db,
      habitReminders,
      createdHabits.map((habit) => {
        const zone = zones[Number(habit.userId.slice('bench-user-'.length)) % zones.length] as string;
        return { userId: habit.userId, habitId: habit.id, minuteOfDay: minuteIn(zone) };
      }),
    );

    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:bench@compound.local' };
    const started = performance.now();
    const sent = await runReminderTick(
      { db, logger: createLogger('silent'), vapid, allowPrivate: true, concurrency: 128 },
      now,
    );
    const ms = performance.now() - started;
    const again = await runReminderTick(
      { db, logger: createLogger('silent'), vapid, allowPrivate: true },
      new Date(now.getTime() + 20_000),
    );
    const received = subscriptions.flatMap((subscription) => push.readAll(subscription.endpoint)) as {
      reminderId: string;
    }[];
    const distinct = new Set(received.map((payload) => payload.reminderId)).size;
    const note = `${sent} sent, ${received.length} received, ${distinct} distinct, ${again} resent by the next tick`;
    return [
      {
        name: `${userCount * habitsPerUser} reminders due in one minute, one tick`,
        value: ms,
        unit: 'ms',
        budget: 60_000,
        note,
      },
    ];
  } finally {
    await push.close();
    await database.close();
  }
}

function flatten(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  return {
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    label: 'Bench',
  };
}

// biome-ignore lint/suspicious/noExplicitAny: one helper inserts rows of several tables in chunks
async function insertAll(db: any, table: any, rows: unknown[]) {
  for (let start = 0; start < rows.length; start += chunk)
    await db.insert(table).values(rows.slice(start, start + chunk));
}
