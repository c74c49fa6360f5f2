import type { TChatMessage } from '../../../domain/coach/chat-types';
import type { TCoachContext } from '../coach-provider';
import { isPlainQuestion } from './classify-message-kind';
import type { TCoachAction, TCoachAnswer } from './coach-answer';
import { describeAction } from './describe-action';
import { interpretPendingReply } from './interpret-pending-reply';
import { normalizeMessage } from './normalize-message';
import { pendingBefore } from './pending-before';
import { writeProposal } from './write-reply';

type TAnswerConversation = (
  messages: readonly TChatMessage[],
  context: TCoachContext,
  guest: boolean,
) => TCoachAnswer;

/**
 * "pause flossing till monday" → "does a pause hurt the streak?" → "ok make it wednesday instead": a
 * question asked while a proposal was pending went to the chat, and the web app dropped the proposal; the
 * change said after the answer is still a change to that proposal, not a request of its own. Tried only
 * when the message before was a question and the message is no request alone (the caller's order), so the
 * proposal is replayed only then.
 */
export function changeAfterQuestion(
  messages: readonly TChatMessage[],
  message: string,
  context: TCoachContext,
  guest: boolean,
  answerConversation: TAnswerConversation,
): TCoachAnswer | null {
  const userAt = messages.flatMap((entry, index) => (entry.role === 'user' ? [index] : []));
  const questionAt = userAt.at(-2);
  if (questionAt === undefined || userAt.length < 3) return null;
  if (!isPlainQuestion(normalizeMessage(messages[questionAt]?.content ?? ''))) return null;
  const prior = pendingBefore(messages.slice(0, questionAt + 1), context, guest, answerConversation);
  if (prior === null) return null;
  const answer = interpretPendingReply(prior, message, context);
  if (answer.intent !== 'modify' || answer.action == null) return null;
  const action = answer.action as TCoachAction;
  const lead = `Back to that: I'll ${describeAction(action, context)}.`;
  return { reply: writeProposal({ lead, question: 'Shall I go ahead?' }, guest), action };
}
