import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, userId } from './columns';

/**
 * The first answer to each request sent with an `Idempotency-Key` (the web app's offline queue
 * replays habit-log saves with one). Keyed per user, so one user's key never answers another's
 * request; a row with no status is a request still in progress. Rows older than two days are pruned.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userId(),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body').$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
