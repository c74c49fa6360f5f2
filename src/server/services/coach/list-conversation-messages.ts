import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiMessages } from '../../db/schema';
import { findConversation } from './find-conversation';
import { presentConversationMessage, type TConversationMessageDto } from './present-conversation';

/** A conversation's messages in the order they were written, each with the action it proposed. */
export async function listConversationMessages(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<TConversationMessageDto[]> {
  await findConversation(db, userId, conversationId);
  const rows = await db
    .select()
    .from(aiMessages)
    .where(and(eq(aiMessages.conversationId, conversationId), eq(aiMessages.userId, userId)))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
  return rows.map(presentConversationMessage);
}
