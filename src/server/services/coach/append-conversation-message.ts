import { and, eq, sql } from 'drizzle-orm';
import type { TChatRole, TProposedAction } from '../../../domain/coach/chat-types';
import { deriveConversationTitle } from '../../../domain/coach/conversation-title';
import type { Database } from '../../db/client';
import { aiConversations, aiMessages } from '../../db/schema';
import { isUuid } from '../habits/is-uuid';
import { conversationNotFound } from './conversation-not-found';
import { presentConversationMessage, type TConversationMessageDto } from './present-conversation';

export type TNewConversationMessage = { role: TChatRole; content: string; action?: TProposedAction | null };

/**
 * Adds a message to the user's conversation and marks the conversation active (updated_at). A user message
 * names a conversation that has no title yet or a placeholder one (spec 4 "Conversations").
 */
export async function appendConversationMessage(
  db: Database,
  userId: string,
  conversationId: string,
  message: TNewConversationMessage,
): Promise<TConversationMessageDto> {
  if (!isUuid(conversationId)) throw conversationNotFound();
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ title: aiConversations.title })
      .from(aiConversations)
      .where(and(eq(aiConversations.id, conversationId), eq(aiConversations.userId, userId)))
      .for('update');
    if (!conversation) throw conversationNotFound();
    const [row] = await tx
      .insert(aiMessages)
      .values({
        conversationId,
        userId,
        role: message.role,
        content: message.content,
        action: message.action ?? null,
      })
      .returning();
    if (!row) throw new Error('The message was not saved');
    const title =
      message.role === 'user' ? deriveConversationTitle(conversation.title, message.content) : null;
    await tx
      .update(aiConversations)
      .set({ updatedAt: sql`now()`, ...(title !== null && { title }) })
      .where(and(eq(aiConversations.id, conversationId), eq(aiConversations.userId, userId)));
    return presentConversationMessage(row);
  });
}
