import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, userId } from './columns';

export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: id(),
    userId: userId(),
    title: text('title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('ai_conversations_user_id_updated_at_idx').on(table.userId, table.updatedAt.desc())],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    userId: userId(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ai_messages_conversation_id_created_at_idx').on(table.conversationId, table.createdAt),
    index('ai_messages_user_id_idx').on(table.userId),
  ],
);
