import { and, asc, count, eq } from 'drizzle-orm';
import {
  formatReminderTime,
  maskToWeekdays,
  readReminderTime,
  weekdaysToMask,
} from '../../../domain/reminders/reminder-schedule';
import type {
  TCreateHabitReminder,
  THabitReminder,
  TReminderSettings,
  TUpdateHabitReminder,
  TUpdateReminderSettings,
} from '../../../domain/reminders/reminders-api';
import { maxRemindersPerHabit } from '../../../domain/reminders/reminders-api';
import type { Database } from '../../db/client';
import { habitReminders, habits, reminderSettings } from '../../db/schema';
import { findOwnedId } from '../find-owned-id';
import { habitNotFound } from '../habits/habit-not-found';
import { invalidInput, ServiceError } from '../service-error';

export const reminderNotFound = () => new ServiceError('not_found', 'Reminder not found');

type TReminderRow = typeof habitReminders.$inferSelect;

function presentReminder(row: TReminderRow): THabitReminder {
  return {
    id: row.id,
    habit_id: row.habitId,
    time: formatReminderTime(row.minuteOfDay),
    weekdays: maskToWeekdays(row.weekdays),
    enabled: row.enabled,
  };
}

export async function listHabitReminders(db: Database, userId: string, habitId: string) {
  await findOwnedId(db, habits, userId, habitId, habitNotFound);
  const rows = await db
    .select()
    .from(habitReminders)
    .where(and(eq(habitReminders.habitId, habitId), eq(habitReminders.userId, userId)))
    .orderBy(asc(habitReminders.minuteOfDay), asc(habitReminders.createdAt));
  return { reminders: rows.map(presentReminder) };
}

/** Input already read by ZCreateHabitReminder (defaults applied). */
export async function createHabitReminder(
  db: Database,
  userId: string,
  habitId: string,
  input: Required<TCreateHabitReminder>,
): Promise<THabitReminder> {
  await findOwnedId(db, habits, userId, habitId, habitNotFound);
  const [existing] = await db
    .select({ value: count() })
    .from(habitReminders)
    .where(eq(habitReminders.habitId, habitId));
  if ((existing?.value ?? 0) >= maxRemindersPerHabit) {
    throw invalidInput([`A habit has at most ${maxRemindersPerHabit} reminders`]);
  }
  const [row] = await db
    .insert(habitReminders)
    .values({
      userId,
      habitId,
      minuteOfDay: readReminderTime(input.time) ?? 0,
      weekdays: weekdaysToMask(input.weekdays),
      enabled: input.enabled,
    })
    .returning();
  if (!row) throw new ServiceError('failed', 'The reminder could not be saved. Please try again.');
  return presentReminder(row);
}

export async function updateHabitReminder(
  db: Database,
  userId: string,
  reminderId: string,
  change: TUpdateHabitReminder,
): Promise<THabitReminder> {
  await findOwnedId(db, habitReminders, userId, reminderId, reminderNotFound);
  const [row] = await db
    .update(habitReminders)
    .set({
      ...(change.time !== undefined && { minuteOfDay: readReminderTime(change.time) ?? 0 }),
      ...(change.weekdays !== undefined && { weekdays: weekdaysToMask(change.weekdays) }),
      ...(change.enabled !== undefined && { enabled: change.enabled }),
    })
    .where(and(eq(habitReminders.id, reminderId), eq(habitReminders.userId, userId)))
    .returning();
  if (!row) throw reminderNotFound();
  return presentReminder(row);
}

export async function deleteHabitReminder(db: Database, userId: string, reminderId: string): Promise<void> {
  await findOwnedId(db, habitReminders, userId, reminderId, reminderNotFound);
  await db
    .delete(habitReminders)
    .where(and(eq(habitReminders.id, reminderId), eq(habitReminders.userId, userId)));
}

export async function loadReminderSettings(db: Database, userId: string): Promise<TReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return {
    all_off: row?.allOff ?? false,
    quiet_start: row?.quietStart == null ? null : formatReminderTime(row.quietStart),
    quiet_end: row?.quietEnd == null ? null : formatReminderTime(row.quietEnd),
  };
}

export async function updateReminderSettings(
  db: Database,
  userId: string,
  change: TUpdateReminderSettings,
): Promise<TReminderSettings> {
  const readQuiet = (time: string | null | undefined) =>
    time === undefined ? undefined : time === null ? null : readReminderTime(time);
  const values = {
    ...(change.all_off !== undefined && { allOff: change.all_off }),
    ...(change.quiet_start !== undefined && {
      quietStart: readQuiet(change.quiet_start),
      quietEnd: readQuiet(change.quiet_end),
    }),
  };
  await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...values, updatedAt: new Date() } });
  return loadReminderSettings(db, userId);
}
