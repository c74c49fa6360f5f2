import type { Database } from '../../db/client';
import { aiConversations } from '../../db/schema';
import { presentConversation, type TConversationDto } from './present-conversation';

/** A new, empty, untitled conversation; its first user message names it (spec 4 "Conversations"). */
export async function createConversation(
  db: Database,
  userId: string,
  id?: string,
): Promise<TConversationDto> {
  const [row] = await db
    .insert(aiConversations)
    .values({ userId, ...(id && { id }) })
    .returning();
  if (!row) throw new Error('The conversation was not created');
  return presentConversation(row);
}
