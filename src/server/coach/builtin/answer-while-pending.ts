import type { TChatMessage } from '../../../domain/coach/chat-types';
import { classifyPendingReply } from '../../../domain/coach/pending-reply';
import type { TCoachContext } from '../coach-provider';
import { answerInConversation } from './answer-in-conversation';
import { answerMessage, ownRows } from './answer-message';
import { classifyIntent } from './classify-intent';
import { isExplicitRequest } from './classify-message-kind';
import type { TCoachAnswer } from './coach-answer';
import { normalizeMessage } from './normalize-message';
import { pendingBefore } from './pending-before';
import { replyProbabilities, replyThreshold } from './pending-reply-review';

/**
 * The chat's answer to a message sent while a proposal was pending (decision 0056). The web app sends such a
 * message to the chat when it reads as a new request or a question ("will a pause wreck my floss streak tho");
 * when the rules would make a new proposal of it and the learned reply scorer is sure it is a question, it is
 * answered as one (the data answerers, then the lessons), never acted on. Never against an explicit request.
 * The proposal is read back from the messages only then: most messages pay nothing for it.
 */
export function answerChat(
  messages: readonly TChatMessage[],
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer {
  const answer = answerInConversation(messages, context, guest);
  const sent = messages.at(-1);
  const raw = sent?.role === 'user' ? sent.content : '';
  const text = normalizeMessage(raw);
  if (answer.action === null || replyThreshold('question') > 1 || messages.length < 2) return answer;
  if (classifyPendingReply(raw) !== 'new_request' || isExplicitRequest(text, ownRows(context))) return answer;
  const pending = pendingBefore(messages, context, guest, answerInConversation);
  const scores = pending && replyProbabilities({ raw, text, pending }, context);
  if (!scores || scores.question < replyThreshold('question')) return answer;
  return answerMessage(raw, context, guest, classifyIntent, true);
}
