import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.schema';
import { createdAt, id, ownedKey, ownedReference, updatedAt, userId } from './columns';
import { habits } from './habits.schema';

/**
 * A habit's reminder (issue 21, decision 0027): a time of day in the user's own time zone (minutes since
 * local midnight) on the weekdays of `weekdays` (bit 0 Sunday to bit 6 Saturday). A habit has several.
 */
export const habitReminders = pgTable(
  'habit_reminders',
  {
    id: id(),
    userId: userId(),
    habitId: uuid('habit_id').notNull(),
    minuteOfDay: integer('minute_of_day').notNull(),
    weekdays: integer('weekdays').notNull().default(127),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    ownedReference(
      'habit_reminders_habit_fk',
      { userId: table.userId, column: table.habitId },
      habits,
      'cascade',
    ),
    index('habit_reminders_habit_id_idx').on(table.habitId),
    check('habit_reminders_minute_check', sql`${table.minuteOfDay} between 0 and 1439`),
    check('habit_reminders_weekdays_check', sql`${table.weekdays} between 1 and 127`),
  ],
);

/** A user's reminder switches: all off, and a quiet period (minutes of day; may cross midnight). */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    allOff: boolean('all_off').notNull().default(false),
    quietStart: integer('quiet_start'),
    quietEnd: integer('quiet_end'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'reminder_settings_quiet_check',
      sql`(${table.quietStart} is null) = (${table.quietEnd} is null) and coalesce(${table.quietStart}, 0) between 0 and 1439 and coalesce(${table.quietEnd}, 0) between 0 and 1439`,
    ),
  ],
);

/** A browser (device) subscribed to Web Push: where the push service takes this user's reminders. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: userId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull().default(''),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [ownedKey(table), uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint)],
);

export const reminderDeliveryStatuses = [
  'pending',
  'sending',
  'sent',
  'skipped',
  'failed',
  'expired',
] as const;

/**
 * One row per send of a reminder: the reminder on the user's local date, sequence 0 for the scheduled
 * one and 1, 2… for snoozes. The unique key is the claim: whichever process inserts or takes the row
 * sends it, so a reminder goes out once however many servers run the scheduler (decision 0027).
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: id(),
    userId: userId(),
    reminderId: uuid('reminder_id').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: reminderDeliveryStatuses }).notNull().default('pending'),
    /** Why it was not sent (done, paused, quiet, off, no device) or what failed. */
    outcome: text('outcome'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    ownedReference(
      'reminder_deliveries_reminder_fk',
      { userId: table.userId, column: table.reminderId },
      habitReminders,
      'cascade',
    ),
    uniqueIndex('reminder_deliveries_dedupe_key').on(
      table.userId,
      table.reminderId,
      table.localDate,
      table.sequence,
    ),
    index('reminder_deliveries_open_idx')
      .on(table.dueAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
  ],
);
