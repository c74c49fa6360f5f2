import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiConversations } from '../../db/schema';
import { isUuid } from '../habits/is-uuid';
import { conversationNotFound } from './conversation-not-found';

/** Deletes a conversation; its messages go with it (the foreign key cascades). */
export async function deleteConversation(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<void> {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const deleted = await db
    .delete(aiConversations)
    .where(and(eq(aiConversations.id, conversationId), eq(aiConversations.userId, userId)))
    .returning({ id: aiConversations.id });
  if (deleted.length === 0) throw conversationNotFound();
}
