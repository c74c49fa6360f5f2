/** Spec 9: a conversation's title is at most 48 characters. */
export const conversationTitleMaxLength = 48;

const hexIdPattern = /^[0-9a-f]{8,}$/i;
const placeholderTitle = 'new chat';
const sentenceEnd = /[.!?…](\s|$)|\n/;
const trailingClutter = /[\s,;:.!?…\-–—(["'“‘]+$/u;

/**
 * Spec 4 "Conversations": untitled, or titled with a placeholder (a hex id or 'new chat', any case).
 * A uuid counts as a hex id, since an app that names a chat by its id shows exactly that.
 */
export function isPlaceholderTitle(title: string | null | undefined): boolean {
  const text = title?.trim() ?? '';
  return text === '' || text.toLowerCase() === placeholderTitle || isHexId(text);
}

/**
 * The title a conversation gets from a new user message: the first sentence, whitespace collapsed, cut to
 * 48 characters on a word boundary where one is near, without dangling punctuation. Null when the
 * conversation keeps its title (it has a real one, or the message has no words).
 */
/** A digit is required so that a real word made of hex letters ("Deadbeef", "Facade") stays a title. */
function isHexId(text: string): boolean {
  const compact = text.replaceAll('-', '');
  return hexIdPattern.test(compact) && /\d/.test(compact);
}

export function deriveConversationTitle(
  currentTitle: string | null | undefined,
  message: string,
): string | null {
  if (!isPlaceholderTitle(currentTitle)) return null;
  const title = titleFromMessage(message);
  return title === '' ? null : title;
}

export function titleFromMessage(message: string): string {
  const trimmed = message.trim();
  const end = trimmed.search(sentenceEnd);
  const sentence = (end === -1 ? trimmed : trimmed.slice(0, end + 1)).replace(/\s+/g, ' ').trim();
  return tidyEnd(cutOnWord(sentence, conversationTitleMaxLength));
}

function cutOnWord(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max).join('');
  const nextIsBreak = characters[max] === ' ';
  if (nextIsBreak) return cut;
  const lastSpace = cut.lastIndexOf(' ');
  // A single long word (or a last word starting early) is cut mid-word rather than losing most of the title.
  return lastSpace >= max / 2 ? cut.slice(0, lastSpace) : cut;
}

function tidyEnd(text: string): string {
  const tidy = text.replace(trailingClutter, '');
  // A question or exclamation mark at the end of a whole sentence is part of its meaning.
  const kept = text.slice(tidy.length).trim();
  // Kept as written, space included ("# !"), so the title stays the start of the message.
  return /^[?!]$/.test(kept) ? text.slice(0, text.lastIndexOf(kept) + 1) : tidy;
}
