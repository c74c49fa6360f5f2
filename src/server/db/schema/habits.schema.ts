import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ownedKey, ownedReference, updatedAt, userId } from './columns';

export const habits = pgTable(
  'habits',
  {
    id: id(),
    userId: userId(),
    name: text('name').notNull(),
    type: text('type', { enum: ['boolean', 'number'] })
      .notNull()
      .default('boolean'),
    target: doublePrecision('target'),
    unit: text('unit'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    /** Loop's frequency "freq_num times in freq_den days"; 1 in 1 is daily (decision 0021). */
    freqNum: integer('freq_num').notNull().default(1),
    freqDen: integer('freq_den').notNull().default(1),
    /** Fixed weekdays as a bit mask (bit 0 Sunday to bit 6 Saturday); null for "times in days". */
    weekdays: integer('weekdays'),
  },
  (table) => [
    ownedKey(table),
    index('habits_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('habits_type_check', sql`${table.type} in ('boolean', 'number')`),
    check(
      'habits_frequency_check',
      sql`${table.freqNum} between 1 and ${table.freqDen} and ${table.freqDen} between 1 and 31`,
    ),
    check('habits_weekdays_check', sql`${table.weekdays} is null or ${table.weekdays} between 1 and 127`),
  ],
);

export const habitLogs = pgTable(
  'habit_logs',
  {
    id: id(),
    userId: userId(),
    habitId: uuid('habit_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    valueNumber: doublePrecision('value_number'),
    valueBoolean: boolean('value_boolean'),
    timeTrackedSeconds: integer('time_tracked_seconds').notNull().default(0),
    isComplete: boolean('is_complete').notNull().default(false),
    // How many times this day's log was saved: spec 5 warns at the 5th log of a habit in a day.
    saveCount: integer('save_count').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    ownedKey(table),
    ownedReference('habit_logs_habit_fk', { userId: table.userId, column: table.habitId }, habits, 'cascade'),
    uniqueIndex('habit_logs_user_habit_date_key').on(table.userId, table.habitId, table.date),
    index('habit_logs_user_id_date_idx').on(table.userId, table.date),
    index('habit_logs_habit_id_idx').on(table.habitId),
    // Streaks read every completed day of a user's habits; this index answers them without the table.
    index('habit_logs_completed_idx')
      .on(table.userId, table.habitId, table.date)
      .where(sql`${table.isComplete}`),
  ],
);

/**
 * Pauses (decision 0021): a habit's own when habit_id is set, the account's vacation when it is null.
 * end_date null means "until resumed". Paused days count neither for nor against streaks and strength.
 */
export const habitPauses = pgTable(
  'habit_pauses',
  {
    id: id(),
    userId: userId(),
    habitId: uuid('habit_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    ownedReference(
      'habit_pauses_habit_fk',
      { userId: table.userId, column: table.habitId },
      habits,
      'cascade',
    ),
    index('habit_pauses_user_id_idx').on(table.userId, table.habitId),
    check(
      'habit_pauses_range_check',
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);

/**
 * Each habit's streaks and strength as of one day, as loadHabitStats last computed them: a cache that
 * spares the tracker, analytics, public dashboards and the coach a read of every completed day (decision
 * 0051). `revision` counts changes to what the figures are made of: migration 0020's triggers raise it and
 * clear as_of on every write to the habit's logs, schedule, type or target, to its pauses or the account's
 * vacation, and to the week start. A row is read only for its as_of and `rule`, and written only if its
 * revision is still the one read beside the logs, so a figure is never older than the data it came from.
 */
export const habitStats = pgTable(
  'habit_stats',
  {
    userId: userId(),
    habitId: uuid('habit_id').notNull(),
    revision: integer('revision').notNull().default(1),
    /** The day the figures are as of; null while stale. */
    asOf: date('as_of', { mode: 'string' }),
    /** The version of the rule that computed them (habitStatsRule), so a changed rule recomputes. */
    rule: integer('rule'),
    currentStreak: integer('current_streak'),
    bestStreak: integer('best_streak'),
    strength: doublePrecision('strength'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.habitId] }),
    ownedReference(
      'habit_stats_habit_fk',
      { userId: table.userId, column: table.habitId },
      habits,
      'cascade',
    ),
  ],
);
