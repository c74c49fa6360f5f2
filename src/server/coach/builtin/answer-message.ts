import type { TCoachContext } from '../coach-provider';
import { answerNotUnderstood, answerSmallTalk } from './answer-small-talk';
import type { TCoachAnswer, TCoachRequest, TRequestParser } from './coach-answer';
import { normalizeMessage } from './normalize-message';
import { parseCreateHabit } from './parse-create-habit';

/**
 * The request families in the order they are tried: the more specific a family's wording, the earlier
 * it comes, so "log a 25 minute focus session" is a focus session before it is a habit log, and a
 * habit is created only when nothing more precise matched.
 */
const parsers: TRequestParser[] = [answerSmallTalk, parseCreateHabit];

/** The built-in coach's whole answer to one message: pure, fast, never throws for any text. */
export function answerMessage(message: string, context: TCoachContext, guest: boolean): TCoachAnswer {
  const original = message.trim();
  const request: TCoachRequest = { original, text: normalizeMessage(original), context, guest };
  for (const parse of parsers) {
    const answer = parse(request);
    if (answer !== null) return answer;
  }
  return answerNotUnderstood(request);
}
