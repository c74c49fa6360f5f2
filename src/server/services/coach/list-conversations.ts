import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiConversations } from '../../db/schema';
import { presentConversation, type TConversationDto } from './present-conversation';

/** Spec 9 "Conversation list": 30. */
export const conversationListLimit = 30;

/** The user's latest conversations, most recently active first (spec 7 "Chat"). */
export async function listConversations(db: Database, userId: string): Promise<TConversationDto[]> {
  const rows = await db
    .select()
    .from(aiConversations)
    .where(eq(aiConversations.userId, userId))
    .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.createdAt))
    .limit(conversationListLimit);
  return rows.map(presentConversation);
}
