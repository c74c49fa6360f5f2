import {
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ownedKey, ownedReference, userId } from './columns';
import { habits } from './habits.schema';

export const goals = pgTable(
  'goals',
  {
    id: id(),
    userId: userId(),
    name: text('name').notNull(),
    description: text('description'),
    targetMetric: text('target_metric'),
    unit: text('unit'),
    type: text('type').notNull().default('milestone'),
    priority: text('priority'),
    targetValue: doublePrecision('target_value'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (table) => [ownedKey(table), index('goals_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

export const goalBaselines = pgTable(
  'goal_baselines',
  {
    id: id(),
    goalId: uuid('goal_id').notNull(),
    userId: userId(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    unit: text('unit'),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    ownedReference(
      'goal_baselines_goal_fk',
      { userId: table.userId, column: table.goalId },
      goals,
      'cascade',
    ),
    index('goal_baselines_goal_id_idx').on(table.goalId),
  ],
);

export const goalProgressLogs = pgTable(
  'goal_progress_logs',
  {
    id: id(),
    goalId: uuid('goal_id').notNull(),
    userId: userId(),
    delta: doublePrecision('delta').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ownedKey(table),
    ownedReference(
      'goal_progress_logs_goal_fk',
      { userId: table.userId, column: table.goalId },
      goals,
      'cascade',
    ),
    index('goal_progress_logs_user_id_recorded_at_idx').on(table.userId, table.recordedAt),
    index('goal_progress_logs_goal_id_idx').on(table.goalId),
  ],
);

export const habitGoalLinks = pgTable(
  'habit_goal_links',
  {
    habitId: uuid('habit_id').notNull(),
    goalId: uuid('goal_id').notNull(),
    userId: userId(),
    contribution: doublePrecision('contribution').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.habitId, table.goalId] }),
    ownedReference(
      'habit_goal_links_habit_fk',
      { userId: table.userId, column: table.habitId },
      habits,
      'cascade',
    ),
    ownedReference(
      'habit_goal_links_goal_fk',
      { userId: table.userId, column: table.goalId },
      goals,
      'cascade',
    ),
    index('habit_goal_links_goal_id_idx').on(table.goalId),
  ],
);
