import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ownedKey, ownedReference, updatedAt, userId } from './columns';

export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: id(),
    userId: userId(),
    title: text('title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    ownedKey(table),
    index('ai_conversations_user_id_updated_at_idx').on(table.userId, table.updatedAt.desc()),
  ],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id').notNull(),
    userId: userId(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** The action an assistant message proposed (TProposedAction), so every tab and device can confirm it. */
    action: jsonb('action').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    ownedReference(
      'ai_messages_conversation_fk',
      { userId: table.userId, column: table.conversationId },
      aiConversations,
      'cascade',
    ),
    index('ai_messages_conversation_id_created_at_idx').on(table.conversationId, table.createdAt),
  ],
);

/**
 * Coach actions already applied, by the idempotency key the client sent with them: a second confirm of the
 * same pending action (another tab, a retried request) gets the first run's result instead of a second run.
 */
export const executedActions = pgTable(
  'executed_actions',
  {
    id: id(),
    userId: userId(),
    idempotencyKey: text('idempotency_key').notNull(),
    actionType: text('action_type').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    uniqueIndex('executed_actions_user_id_idempotency_key_key').on(table.userId, table.idempotencyKey),
  ],
);
