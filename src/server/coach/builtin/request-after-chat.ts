import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';

/**
 * "mornin! the sun is out" then "anyway could you log 24 pages of reading on wednesday the 25th"; a figure
 * answered, then "cool. meditate done today btw": a word that turns from the chat back to business opens the
 * request after it. Read with it, the request was taken for a question about that day or for a thanks
 * ("cool"); it is dropped only when the rest alone asks for something and the whole did not.
 */
// "anyway", "moving on" turn back on their own; "cool", "ok", "nice" only when a stop or comma ends them
// ("ok and how about the week before" asks the question again).
const turnOpener =
  /^(?:(?:(?:so |ok |okay )?(?:anyway|anyways|anyhow|moving on|back to business|on another note|changing the subject|that aside)\b|(?:cool|cool cool|nice|great|ok|okay|alright|right|fine|gotcha|got it|noted|fair enough)\s*[,.!;:-])[\s,.!;:-]*)+/i;

/** The message without the word that turns back to business, when only the rest reads as a request. */
export function withoutTurnOpener(message: string, context: TCoachContext, guest: boolean): string {
  const rest = message.replace(turnOpener, '');
  if (rest === message || rest.split(/\s+/).length < 3) return message;
  if (answerMessage(message, context, guest).action !== null) return message;
  return answerMessage(rest, context, guest).action === null ? message : rest;
}
