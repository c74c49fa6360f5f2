import { and, eq, gt, sql } from 'drizzle-orm';
import {
  findDueOccurrence,
  isKnownTimeZone,
  reminderCatchUpMs,
} from '../../../domain/reminders/reminder-schedule';
import type { Database } from '../../db/client';
import { readRows } from '../../db/read-rows';
import {
  habitReminders,
  habits,
  pushSubscriptions,
  reminderDeliveries,
  reminderSettings,
  userPreferences,
} from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { startRepeatingJob } from '../../lib/repeating-job';
import { deliverClaimed, type TClaimedDelivery } from './deliver-reminders';
import type { TVapidKeys } from './vapid-keys';

export type TReminderSchedulerDeps = {
  db: Database;
  logger: Logger;
  vapid: TVapidKeys;
  /** PUSH_ALLOW_PRIVATE: pushes may reach local addresses (tests with a local push service). */
  allowPrivate: boolean;
  /** Pushes in flight at once, over all users. */
  concurrency?: number;
  /** Rows claimed per round: a process takes a share and leaves the rest to the others. */
  batchSize?: number;
};

/** A claim not finished in this time (its process died mid-send) is taken again: at least once. */
const claimLeaseMs = 2 * 60_000;
const insertChunk = 1_000;

/**
 * One run of the scheduler (decision 0027): records every reminder due now as a pending delivery, then
 * claims pending deliveries (these and snoozes) and sends them. Several processes may run it at once:
 * the unique key (reminder, local date, sequence) lets one INSERT create each delivery, and a claim is
 * an UPDATE of rows locked with SKIP LOCKED, so each is sent by one process. Deliveries older than the
 * catch-up window expire unsent. Answers how many pushes were sent.
 */
export async function runReminderTick(deps: TReminderSchedulerDeps, now = new Date()): Promise<number> {
  await recordDueReminders(deps.db, now);
  await expireStale(deps.db, now);
  let sent = 0;
  for (;;) {
    const claimed = await claimDeliveries(deps.db, now, deps.batchSize ?? 500);
    if (claimed.length === 0) return sent;
    sent += await deliverClaimed(deps, claimed, now);
  }
}

/** The reminders due now (in each user's zone) that have no delivery yet, inserted as pending. */
async function recordDueReminders(db: Database, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - reminderCatchUpMs);
  const candidates = await db
    .select({
      id: habitReminders.id,
      userId: habitReminders.userId,
      minuteOfDay: habitReminders.minuteOfDay,
      weekdays: habitReminders.weekdays,
      timezone: userPreferences.timezone,
    })
    .from(habitReminders)
    .innerJoin(
      habits,
      and(
        eq(habits.userId, habitReminders.userId),
        eq(habits.id, habitReminders.habitId),
        eq(habits.active, true),
      ),
    )
    .leftJoin(userPreferences, eq(userPreferences.userId, habitReminders.userId))
    .leftJoin(reminderSettings, eq(reminderSettings.userId, habitReminders.userId))
    .where(
      and(
        eq(habitReminders.enabled, true),
        sql`coalesce(${reminderSettings.allOff}, false) = false`,
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${habitReminders.userId})`,
        sql`not exists (select 1 from ${reminderDeliveries} where ${reminderDeliveries.userId} = ${habitReminders.userId} and ${reminderDeliveries.reminderId} = ${habitReminders.id} and ${reminderDeliveries.sequence} = 0 and ${gt(reminderDeliveries.dueAt, windowStart)})`,
      ),
    );
  const due = candidates.flatMap((reminder) => {
    const zone = reminder.timezone && isKnownTimeZone(reminder.timezone) ? reminder.timezone : 'UTC';
    const occurrence = findDueOccurrence(reminder, zone, now);
    return occurrence
      ? [
          {
            reminderId: reminder.id,
            userId: reminder.userId,
            localDate: occurrence.date,
            dueAt: occurrence.dueAt,
          },
        ]
      : [];
  });
  for (let start = 0; start < due.length; start += insertChunk) {
    await db
      .insert(reminderDeliveries)
      .values(due.slice(start, start + insertChunk))
      .onConflictDoNothing();
  }
}

/** Pending or abandoned deliveries past the window: never sent late. */
async function expireStale(db: Database, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - reminderCatchUpMs);
  await db.execute(sql`
    update ${reminderDeliveries} set status = 'expired', outcome = coalesce(outcome, 'too late')
    where status in ('pending', 'sending') and due_at <= ${windowStart.toISOString()}`);
}

async function claimDeliveries(db: Database, now: Date, limit: number): Promise<TClaimedDelivery[]> {
  const windowStart = new Date(now.getTime() - reminderCatchUpMs).toISOString();
  const leaseEnd = new Date(now.getTime() - claimLeaseMs).toISOString();
  const result = await db.execute(sql`
    update ${reminderDeliveries} set status = 'sending', claimed_at = ${now.toISOString()}, attempts = attempts + 1
    where (user_id, id) in (
      select user_id, id from ${reminderDeliveries}
      where ((status = 'pending' and (claimed_at is null or claimed_at < ${now.toISOString()}))
          or (status = 'sending' and claimed_at < ${leaseEnd}))
        and due_at <= ${now.toISOString()} and due_at > ${windowStart}
      order by due_at
      limit ${limit}
      for update skip locked
    )
    returning id, user_id as "userId", reminder_id as "reminderId", local_date::text as "localDate",
      sequence, attempts`);
  return readRows<TClaimedDelivery>(result);
}

/** Runs a tick now and every REMINDER_TICK_MS; a tick still running is never overlapped. */
export function startReminderScheduler(deps: TReminderSchedulerDeps & { tickMs: number }): {
  stop: () => void;
} {
  return startRepeatingJob({
    what: 'The reminder scheduler',
    everyMs: deps.tickMs,
    logger: deps.logger,
    run: () => runReminderTick(deps),
  });
}
