import type { TProposedAction } from '../../../domain/coach/chat-types';
import type { aiConversations, aiMessages } from '../../db/schema';

export type TConversationDto = { id: string; title: string | null; updated_at: string };
export type TConversationMessageDto = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  action: TProposedAction | null;
  created_at: string;
};

export function presentConversation(row: typeof aiConversations.$inferSelect): TConversationDto {
  return { id: row.id, title: row.title, updated_at: row.updatedAt.toISOString() };
}

export function presentConversationMessage(row: typeof aiMessages.$inferSelect): TConversationMessageDto {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    action: (row.action as TProposedAction | null) ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
