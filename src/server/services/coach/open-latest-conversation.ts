import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiConversations } from '../../db/schema';
import { presentConversation, type TConversationDto } from './present-conversation';

/**
 * Spec 4 "Conversations": on load the latest conversation is chosen, or a new one is created. The
 * latest is chosen even when it is still empty, so loading the coach again never piles up empty
 * conversations; a per-user lock makes two tabs loading at once agree on one new conversation.
 */
export async function openLatestConversation(
  db: Database,
  userId: string,
): Promise<{ conversation: TConversationDto; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coach-conversation:${userId}`}))`);
    const [latest] = await tx
      .select()
      .from(aiConversations)
      .where(eq(aiConversations.userId, userId))
      .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.createdAt))
      .limit(1);
    if (latest) return { conversation: presentConversation(latest), created: false };
    const [row] = await tx.insert(aiConversations).values({ userId }).returning();
    if (!row) throw new Error('The conversation was not created');
    return { conversation: presentConversation(row), created: true };
  });
}
