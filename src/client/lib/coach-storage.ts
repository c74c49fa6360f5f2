import type { TChatMessage } from '@/domain/coach/chat-types';
import { parseStoredGuestChat, trimGuestChat } from '@/domain/coach/guest-chat';

/**
 * What the coach keeps in this browser: a guest's id and chat, and each person's unsent draft. Storage
 * can be blocked or full; the coach then simply forgets between visits.
 */
const guestIdKey = 'compound.coach.guestId';
const guestChatKey = 'compound.coach.guestChat';
const draftKeyPrefix = 'compound.coach.draft.';

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See the note above.
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id a guest's coach requests are counted by; made once per browser. */
export function readGuestId(): string {
  const stored = readItem(guestIdKey);
  if (stored !== null && uuidPattern.test(stored)) return stored;
  const id = crypto.randomUUID();
  writeItem(guestIdKey, id);
  return id;
}

export function readGuestChat(): TChatMessage[] {
  return parseStoredGuestChat(readItem(guestChatKey));
}

export function saveGuestChat(messages: readonly TChatMessage[]): void {
  writeItem(guestChatKey, messages.length === 0 ? null : JSON.stringify(trimGuestChat(messages)));
}

/** `owner` is the user id, or 'guest': a draft never shows up in someone else's input. */
export function readDraft(owner: string): string {
  return readItem(draftKeyPrefix + owner) ?? '';
}

export function saveDraft(owner: string, draft: string): void {
  writeItem(draftKeyPrefix + owner, draft === '' ? null : draft);
}
