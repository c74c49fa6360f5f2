import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ownedKey, ownedReference, updatedAt, userId } from './columns';
import { goals } from './goals.schema';
import { habits } from './habits.schema';

export const focusSessions = pgTable(
  'focus_sessions',
  {
    id: id(),
    goalId: uuid('goal_id'),
    habitId: uuid('habit_id'),
    userId: userId(),
    minutes: integer('minutes').notNull(),
    /**
     * The seconds focused, when the session was timed (issue 35: a 6-second session is not "1 minute").
     * Null for sessions given in whole minutes (typed in, planned, or stored before the column).
     */
    seconds: integer('seconds'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Set when the session comes from a planned block (the coach's schedule_day). */
    title: text('title'),
    /**
     * A planned block not run yet: it is on the day's agenda but was not focused, so lists of sessions and
     * focus minutes leave it out until it is run (the agenda then records what was focused).
     */
    planned: boolean('planned').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    ownedReference(
      'focus_sessions_goal_fk',
      { userId: table.userId, column: table.goalId },
      goals,
      'set null',
    ),
    ownedReference(
      'focus_sessions_habit_fk',
      { userId: table.userId, column: table.habitId },
      habits,
      'set null',
    ),
    index('focus_sessions_user_id_started_at_idx').on(table.userId, table.startedAt),
  ],
);

export const dailyFocus = pgTable(
  'daily_focus',
  {
    id: id(),
    userId: userId(),
    date: date('date', { mode: 'string' }).notNull(),
    focus: text('focus').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [ownedKey(table), uniqueIndex('daily_focus_user_id_date_key').on(table.userId, table.date)],
);

export const dailyInsights = pgTable(
  'daily_insights',
  {
    id: id(),
    userId: userId(),
    date: date('date', { mode: 'string' }).notNull(),
    insights: jsonb('insights').$type<Record<string, unknown>>().notNull().default({}),
    metrics: jsonb('metrics').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [ownedKey(table), uniqueIndex('daily_insights_user_id_date_key').on(table.userId, table.date)],
);
