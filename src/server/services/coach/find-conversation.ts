import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiConversations } from '../../db/schema';
import { isUuid } from '../habits/is-uuid';
import { conversationNotFound } from './conversation-not-found';

/** The user's conversation, or 404 alike for another user's id and one that never existed. */
export async function findConversation(db: Database, userId: string, conversationId: string) {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const [row] = await db
    .select({ id: aiConversations.id, title: aiConversations.title })
    .from(aiConversations)
    .where(and(eq(aiConversations.id, conversationId), eq(aiConversations.userId, userId)));
  if (!row) throw conversationNotFound();
  return row;
}
