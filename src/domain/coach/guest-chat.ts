import type { TChatMessage } from './chat-types';

/** Spec 4 "Conversations" and 9: a guest's chat is kept locally, its last 50 messages. */
export const guestChatLimit = 50;

export function trimGuestChat(messages: readonly TChatMessage[]): TChatMessage[] {
  return messages.slice(-guestChatLimit);
}

/**
 * The guest chat saved in the browser, read back defensively: storage is shared with other versions of
 * the app and with the user's own hands, so anything that is not a list of chat messages is dropped.
 */
export function parseStoredGuestChat(raw: string | null): TChatMessage[] {
  if (raw === null) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return trimGuestChat(stored.filter(isChatMessage).map(({ role, content }) => ({ role, content })));
}

function isChatMessage(value: unknown): value is TChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { role, content } = value as Record<string, unknown>;
  return (role === 'user' || role === 'assistant') && typeof content === 'string' && content.trim() !== '';
}
