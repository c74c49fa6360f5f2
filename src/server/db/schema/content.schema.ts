import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ownedKey, updatedAt, userId } from './columns';

/** Lessons of /in/education a user has read: one row per lesson, when it was first opened. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: userId(),
    slug: text('slug').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slug] })],
);

export const supportMessageStatuses = ['received', 'in_progress', 'answered'] as const;

/** Messages sent from /in/service; the operator is e-mailed each one and sets its status. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    userId: userId(),
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: supportMessageStatuses }).notNull().default('received'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    ownedKey(table),
    index('support_messages_user_id_created_at_idx').on(table.userId, table.createdAt),
  ],
);
