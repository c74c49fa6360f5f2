import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { apiTokenScopes } from '../../../domain/api-tokens/api-tokens-api';
import { createdAt, id, ownedKey, userId } from './columns';

/** Personal API tokens (issue 22): only a SHA-256 of the secret is kept, so a leaked table signs no one in. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: userId(),
    name: text('name').notNull(),
    scope: text('scope', { enum: apiTokenScopes }).notNull(),
    secretHash: text('secret_hash').notNull(),
    hint: text('hint').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    // The hash is unique among all users' tokens; user_id leads so the key stays per user (Citus).
    uniqueIndex('api_tokens_user_id_secret_hash_key').on(table.userId, table.secretHash),
    index('api_tokens_secret_hash_idx').on(table.secretHash),
  ],
);
