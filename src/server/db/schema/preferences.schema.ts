import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.schema';
import { updatedAt } from './columns';

export type TPreferencesMetadata = {
  goal_schedules?: Record<string, unknown>;
  goal_weekly_hours?: Record<string, number>;
  goal_plans?: Record<string, unknown>;
  goal_accountability?: Record<string, unknown>;
  onboarding?: { completed?: boolean };
  [key: string]: unknown;
};

export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Null until the browser sends its zone at the first sign-in; "today" is then read in UTC. */
  timezone: text('timezone'),
  weekStart: text('week_start').notNull().default('monday'),
  units: text('units').notNull().default('metric'),
  motivationStyle: text('motivation_style'),
  metadata: jsonb('metadata').$type<TPreferencesMetadata>().notNull().default({}),
  updatedAt: updatedAt(),
});

/** One row per account (spec: profiles), created with the user. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lifetimeOfferRedeemed: boolean('lifetime_offer_redeemed').notNull().default(false),
});
