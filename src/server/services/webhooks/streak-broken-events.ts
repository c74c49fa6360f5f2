import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/dates/date-key';
import type { Database } from '../../db/client';
import { habitLogs, habits, webhookEndpoints } from '../../db/schema';
import { loadHabitStats } from '../habits/load-habit-stats';
import { loadUserToday } from '../load-user-today';
import { queueWebhookEvent } from './webhook-subscriptions';

const eventType = 'habit.streak_broken';

/** Users with an enabled webhook that wants habit.streak_broken: the only ones worth a look. */
async function loadSubscribers(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: webhookEndpoints.userId })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([eventType])}::jsonb`,
      ),
    );
  return rows.map((row) => row.userId);
}

/**
 * A streak breaks on the day a habit in a streak is missed: yesterday (in the user's time zone) was not
 * completed while the streak as of yesterday was still running. Sent once per habit and day, however
 * often this runs and in however many processes (the event's key names the habit and the day).
 */
export async function queueBrokenStreaksOf(db: Database, userId: string, now: Date): Promise<number> {
  const yesterday = addDays(await loadUserToday(db, userId, now), -1);
  const [stats, active, completed] = await Promise.all([
    loadHabitStats(db, userId, yesterday),
    db
      .select({ id: habits.id, name: habits.name })
      .from(habits)
      .where(and(eq(habits.userId, userId), eq(habits.active, true))),
    db
      .select({ habitId: habitLogs.habitId })
      .from(habitLogs)
      .where(
        and(eq(habitLogs.userId, userId), eq(habitLogs.date, yesterday), eq(habitLogs.isComplete, true)),
      ),
  ]);
  const done = new Set(completed.map((row) => row.habitId));
  let queued = 0;
  for (const habit of active) {
    const streak = stats.get(habit.id)?.current_streak ?? 0;
    if (streak === 0 || done.has(habit.id)) continue;
    queued += await queueWebhookEvent(
      db,
      userId,
      eventType,
      { habit: { id: habit.id, name: habit.name }, broken_on: yesterday, streak },
      { eventKey: `${eventType}:${habit.id}:${yesterday}` },
    );
  }
  return queued;
}

/** One sweep over every subscriber; the webhook worker runs it every few minutes. */
export async function queueBrokenStreaks(db: Database, now = new Date()): Promise<number> {
  let queued = 0;
  for (const userId of await loadSubscribers(db)) queued += await queueBrokenStreaksOf(db, userId, now);
  return queued;
}
