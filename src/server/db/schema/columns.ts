import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.schema';

/** Shared column builders: every user-owned row carries user_id, deleted with its user. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
