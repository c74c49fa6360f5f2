import { and, eq, max, sql } from 'drizzle-orm';
import { diffDays, isDateKey } from '../../../domain/dates/date-key';
import {
  type ReminderNotificationActionRequest,
  reminderSnoozeMinutes,
} from '../../../domain/reminders/reminder-push';
import type { Database } from '../../db/client';
import { habitLogs, habitReminders, habits, reminderDeliveries } from '../../db/schema';
import { findOwnedId } from '../find-owned-id';
import { saveHabitLog } from '../habits/save-habit-log';
import { loadUserToday } from '../load-user-today';
import { invalidInput } from '../service-error';
import { reminderNotFound } from './reminders';

/**
 * A reminder notification's button, sent by the service worker. done: the habit is logged done for
 * the reminder's date (a numeric habit at its target) through the habit-log service, so a second tap
 * changes nothing. snooze: the reminder comes back in reminderSnoozeMinutes as the next sequence of
 * that day's deliveries; while one snooze is waiting another tap adds none.
 */
export async function handleNotificationAction(
  db: Database,
  userId: string,
  request: ReminderNotificationActionRequest,
  now = new Date(),
): Promise<{ action: 'done' | 'snooze'; snoozed_until: string | null }> {
  const reminderId = await findOwnedId(db, habitReminders, userId, request.reminderId, reminderNotFound);
  const today = await loadUserToday(db, userId, now);
  if (!isDateKey(request.date) || Math.abs(diffDays(request.date, today)) > 1) {
    throw invalidInput(['This reminder is from another day; open the app to log it']);
  }
  const [habit] = await db
    .select({ id: habits.id, type: habits.type, target: habits.target })
    .from(habitReminders)
    .innerJoin(habits, and(eq(habits.userId, habitReminders.userId), eq(habits.id, habitReminders.habitId)))
    .where(and(eq(habitReminders.userId, userId), eq(habitReminders.id, reminderId)));
  if (!habit) throw reminderNotFound();
  if (request.action === 'done') {
    // Already done (a larger value logged in the app, or a second tap): the day's log stays as it is.
    const [log] = await db
      .select({ complete: habitLogs.isComplete })
      .from(habitLogs)
      .where(
        and(eq(habitLogs.habitId, habit.id), eq(habitLogs.userId, userId), eq(habitLogs.date, request.date)),
      );
    if (log?.complete) return { action: 'done', snoozed_until: null };
    await saveHabitLog(
      db,
      userId,
      habit.type === 'number'
        ? { habit_id: habit.id, date: request.date, value_number: habit.target ?? 1 }
        : { habit_id: habit.id, date: request.date, value_boolean: true },
      now,
    );
    return { action: 'done', snoozed_until: null };
  }
  return {
    action: 'snooze',
    snoozed_until: (await snooze(db, userId, reminderId, request.date, now)).toISOString(),
  };
}

async function snooze(
  db: Database,
  userId: string,
  reminderId: string,
  date: string,
  now: Date,
): Promise<Date> {
  const sameDay = and(eq(reminderDeliveries.reminderId, reminderId), eq(reminderDeliveries.localDate, date));
  const [waiting] = await db
    .select({ dueAt: reminderDeliveries.dueAt })
    .from(reminderDeliveries)
    .where(
      and(
        sameDay,
        sql`${reminderDeliveries.status} in ('pending', 'sending')`,
        sql`${reminderDeliveries.sequence} > 0`,
      ),
    );
  if (waiting) return waiting.dueAt;
  // The next sequence counts the deliveries already done only: a snooze another tap has just queued
  // (still pending) is not counted, so two taps at once compute the same sequence and the dedupe key
  // keeps one, however their reads interleave.
  const [last] = await db
    .select({ sequence: max(reminderDeliveries.sequence) })
    .from(reminderDeliveries)
    .where(and(sameDay, sql`${reminderDeliveries.status} not in ('pending', 'sending')`));
  const dueAt = new Date(now.getTime() + reminderSnoozeMinutes * 60_000);
  await db
    .insert(reminderDeliveries)
    .values({ userId, reminderId, localDate: date, sequence: (last?.sequence ?? 0) + 1, dueAt })
    .onConflictDoNothing();
  return dueAt;
}
