import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.schema';

/**
 * Page views (spec 7, decision 0038): one row per page shown, first-party. Only what the counts need:
 * the redacted path and address, the title, the day (no time), and the account when signed in. No IP
 * address, no user agent, no query string.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    location: text('location').notNull(),
    title: text('title').notNull(),
    day: date('day').notNull(),
  },
  (table) => [index('page_views_day_path_idx').on(table.day, table.path)],
);
