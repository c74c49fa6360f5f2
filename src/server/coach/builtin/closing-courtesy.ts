/**
 * "…clean the flat cheers", "…yoga ty", "…much appreciated": the thanks or please that closes a message, in
 * the ways people type it; it is said to the coach, never part of a name, a focus or a question.
 */
export const closingCourtesy =
  'please|pls|plz|thanks|thx|thank you|thank u|ty|tysm|ta|cheers|much appreciated|appreciate it';

const courtesyAfterQuestion = new RegExp(
  `\\?[\\s,]*(?:(?:and )?(?:${closingCourtesy}|lol|haha|tho|though)[\\s,.!]*)+$`,
  'i',
);

/**
 * "pages on thursday? pls", "streak? cheers": a courtesy or a laugh after the "?" leaves the "?" the message's
 * end, so it is read as the question it is. Applied to what is said in the chat, not in normalizeMessage, so
 * the learned scorers' training text is unchanged.
 */
export function withoutCourtesyAfterQuestion(message: string): string {
  return message.replace(courtesyAfterQuestion, '?');
}
