import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { addDays, toEpochDay } from '../../../domain/dates/date-key';
import { scheduleDaysMax } from '../../../domain/habits/habit-schedule';
import type { TPauseRange } from '../../../domain/habits/pause-ranges';
import { reminderSkipOn } from '../../../domain/reminders/reminder-day';
import { buildReminderPayload } from '../../../domain/reminders/reminder-message';
import type { Database } from '../../db/client';
import {
  habitLogs,
  habitPauses,
  habitReminders,
  habits,
  pushSubscriptions,
  reminderDeliveries,
  reminderSettings,
  userPreferences,
} from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { mapWithLimit, sendPush } from './send-push';
import type { TVapidKeys } from './vapid-keys';

export type TClaimedDelivery = {
  id: string;
  userId: string;
  reminderId: string;
  localDate: string;
  sequence: number;
  attempts: number;
};

type TDeliverDeps = {
  db: Database;
  logger: Logger;
  vapid: TVapidKeys;
  allowPrivate: boolean;
  concurrency?: number;
};
type TOutcome = { status: 'sent' | 'skipped' | 'failed' | 'pending'; outcome: string | null };

/** A delivery whose pushes all failed for a passing reason is tried at the next ticks, this many times. */
const maxAttempts = 3;

/**
 * Sends the claimed deliveries: each is skipped when its reminder or all reminders are off, the habit
 * is archived, done or not due that day (its schedule, a pause or vacation), the user is in their
 * quiet period, or no device is subscribed; otherwise every device of the user gets the push.
 * Subscriptions the push service calls gone (404, 410) are deleted. Answers how many were sent.
 */
export async function deliverClaimed(
  deps: TDeliverDeps,
  claimed: TClaimedDelivery[],
  now: Date,
): Promise<number> {
  const context = await loadContext(deps.db, claimed);
  // Rows are found by (user_id, id), their primary key, even when a batch spans many users.
  const userIds = [...new Set(claimed.map((delivery) => delivery.userId))];
  const devices = { gone: new Set<string>(), delivered: new Set<string>() };
  const outcomes = await mapWithLimit(claimed, deps.concurrency ?? 64, async (delivery) => {
    const verdict = judge(context, delivery, now);
    if (verdict) return { id: delivery.id, ...verdict };
    return { id: delivery.id, ...(await pushToDevices(deps, context, delivery, devices)) };
  });
  // One statement each for the whole batch: a user's device serves many of their reminders.
  if (devices.gone.size > 0) {
    await deps.db
      .delete(pushSubscriptions)
      .where(
        and(inArray(pushSubscriptions.userId, userIds), inArray(pushSubscriptions.id, [...devices.gone])),
      );
  }
  if (devices.delivered.size > 0) {
    await deps.db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: now })
      .where(
        and(
          inArray(pushSubscriptions.userId, userIds),
          inArray(pushSubscriptions.id, [...devices.delivered]),
        ),
      );
  }
  await recordOutcomes(deps.db, userIds, outcomes);
  return outcomes.filter((outcome) => outcome.status === 'sent').length;
}

type TContext = Awaited<ReturnType<typeof loadContext>>;

/** Everything the batch's decisions read, in a few queries for the whole batch. */
async function loadContext(db: Database, claimed: TClaimedDelivery[]) {
  const reminderIds = [...new Set(claimed.map((delivery) => delivery.reminderId))];
  const userIds = [...new Set(claimed.map((delivery) => delivery.userId))];
  const dates = claimed.map((delivery) => delivery.localDate).sort();
  const [reminders, zones, switches, subscriptions, pauses] = await Promise.all([
    db
      .select({ reminder: habitReminders, habit: habits })
      .from(habitReminders)
      .innerJoin(habits, and(eq(habits.userId, habitReminders.userId), eq(habits.id, habitReminders.habitId)))
      .where(and(inArray(habitReminders.userId, userIds), inArray(habitReminders.id, reminderIds))),
    db
      .select({
        userId: userPreferences.userId,
        timezone: userPreferences.timezone,
        weekStart: userPreferences.weekStart,
      })
      .from(userPreferences)
      .where(inArray(userPreferences.userId, userIds)),
    db.select().from(reminderSettings).where(inArray(reminderSettings.userId, userIds)),
    db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),
    db.select().from(habitPauses).where(inArray(habitPauses.userId, userIds)),
  ]);
  const habitIds = [...new Set(reminders.map((row) => row.habit.id))];
  const completed =
    habitIds.length === 0
      ? []
      : await db
          .select({ habitId: habitLogs.habitId, date: habitLogs.date })
          .from(habitLogs)
          .where(
            and(
              inArray(habitLogs.userId, userIds),
              inArray(habitLogs.habitId, habitIds),
              eq(habitLogs.isComplete, true),
              gte(habitLogs.date, addDays(dates[0] as string, -scheduleDaysMax)),
              lte(habitLogs.date, addDays(dates.at(-1) as string, scheduleDaysMax)),
            ),
          );
  const completedByHabit = new Map<string, Set<number>>();
  for (const row of completed) {
    const days = completedByHabit.get(row.habitId) ?? new Set<number>();
    days.add(toEpochDay(row.date));
    completedByHabit.set(row.habitId, days);
  }
  const pausesByKey = new Map<string, TPauseRange[]>();
  for (const row of pauses) {
    const key = row.habitId ?? `vacation:${row.userId}`;
    pausesByKey.set(key, [...(pausesByKey.get(key) ?? []), { start: row.startDate, end: row.endDate }]);
  }
  const subscriptionsByUser = new Map<string, (typeof subscriptions)[number][]>();
  for (const row of subscriptions) {
    subscriptionsByUser.set(row.userId, [...(subscriptionsByUser.get(row.userId) ?? []), row]);
  }
  return {
    reminders: new Map(reminders.map((row) => [row.reminder.id, row])),
    zones: new Map(zones.map((row) => [row.userId, row])),
    switches: new Map(switches.map((row) => [row.userId, row])),
    subscriptionsByUser,
    completedByHabit,
    pausesByKey,
  };
}

/** Why a delivery is not sent, or null when it should be. */
function judge(context: TContext, delivery: TClaimedDelivery, now: Date): TOutcome | null {
  const row = context.reminders.get(delivery.reminderId);
  if (!row) return { status: 'skipped', outcome: 'reminder off' };
  const { reminder, habit } = row;
  const skip = reminderSkipOn(
    {
      reminder,
      habit,
      person: context.zones.get(delivery.userId),
      switches: context.switches.get(delivery.userId),
      pauses: [
        ...(context.pausesByKey.get(habit.id) ?? []),
        ...(context.pausesByKey.get(`vacation:${delivery.userId}`) ?? []),
      ],
      completed: context.completedByHabit.get(habit.id) ?? new Set(),
    },
    delivery.localDate,
    now,
  );
  if (skip) return { status: 'skipped', outcome: skip };
  if ((context.subscriptionsByUser.get(delivery.userId) ?? []).length === 0) {
    return { status: 'skipped', outcome: 'no device' };
  }
  return null;
}

async function pushToDevices(
  deps: TDeliverDeps,
  context: TContext,
  delivery: TClaimedDelivery,
  devices: { gone: Set<string>; delivered: Set<string> },
): Promise<TOutcome> {
  const row = context.reminders.get(delivery.reminderId);
  if (!row) return { status: 'skipped', outcome: 'reminder off' };
  const payload = buildReminderPayload({
    reminderId: delivery.reminderId,
    habitId: row.habit.id,
    habitName: row.habit.name,
    type: row.habit.type,
    target: row.habit.target,
    unit: row.habit.unit,
    date: delivery.localDate,
    sequence: delivery.sequence,
  });
  // A device found gone by an earlier push of this batch is not tried again.
  const targets = (context.subscriptionsByUser.get(delivery.userId) ?? []).filter(
    (device) => !devices.gone.has(device.id),
  );
  const results = await Promise.all(
    targets.map((device) => sendPush(device, payload, deps.vapid, deps.allowPrivate)),
  );
  let failure: string | null = null;
  let sent = false;
  for (const [index, device] of targets.entries()) {
    const result = results[index];
    if (result?.kind === 'ok') {
      sent = true;
      devices.delivered.add(device.id);
    } else if (result?.kind === 'gone') devices.gone.add(device.id);
    else if (result?.kind === 'failed') failure = result.reason;
  }
  if (sent) return { status: 'sent', outcome: null };
  if (failure === null) return { status: 'skipped', outcome: 'no device' };
  deps.logger.warn(`A reminder push failed: ${failure}`);
  // Another try at a later tick, while the window lasts; the notification's tag makes a repeat that
  // did arrive replace the first rather than show twice.
  return delivery.attempts < maxAttempts
    ? { status: 'pending', outcome: failure }
    : { status: 'failed', outcome: failure };
}

/** One UPDATE per kind of outcome for the whole batch. */
async function recordOutcomes(
  db: Database,
  userIds: string[],
  outcomes: Array<TOutcome & { id: string }>,
): Promise<void> {
  const groups = new Map<string, { outcome: TOutcome; ids: string[] }>();
  for (const { id, ...outcome } of outcomes) {
    const key = `${outcome.status}\u0000${outcome.outcome ?? ''}`;
    const group = groups.get(key) ?? { outcome, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  for (const { outcome, ids } of groups.values()) {
    await db
      .update(reminderDeliveries)
      .set({ status: outcome.status, outcome: outcome.outcome })
      .where(and(inArray(reminderDeliveries.userId, userIds), inArray(reminderDeliveries.id, ids)));
  }
}
