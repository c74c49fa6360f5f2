import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.schema';
import { createdAt } from './columns';

/** Crash reports sent by the web app's crash screen. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    stack: text('stack'),
    componentStack: text('component_stack'),
    url: text('url'),
    userAgent: text('user_agent'),
    time: timestamp('time', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('error_reports_created_at_idx').on(table.createdAt)],
);

/** Counters for rate-limiter-flexible's Drizzle store, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { mode: 'date', withTimezone: true }),
});

/**
 * Which server process runs a job that sweeps every user, for one period: a row per job, taken by
 * whichever process finds it expired (services/jobs/take-job-lease.ts). Jobs that claim each row they
 * work on (deliveries, reminders) need none.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  heldUntil: timestamp('held_until', { mode: 'date', withTimezone: true }).notNull(),
});
