import type { TChatMessage } from '../../../domain/coach/chat-types';
import { classifyPendingReply } from '../../../domain/coach/pending-reply';
import type { TCoachContext } from '../coach-provider';
import type { TCoachAction, TCoachAnswer } from './coach-answer';
import { interpretPendingReply } from './interpret-pending-reply';

type TAnswerConversation = (
  messages: readonly TChatMessage[],
  context: TCoachContext,
  guest: boolean,
) => TCoachAnswer;

// How many earlier messages are replayed: a proposal and the corrections said to it fit in a few.
const replayed = 4;

/**
 * The proposal pending when the last message was sent. The web app keeps it and sends the chat only the
 * messages, so it is read back from them as the app drove them: a message sent to the chat makes the
 * proposal its answer carries; with one pending, a correction went to the intent call ("no 26" makes
 * it 26), a yes ran it and a no dropped it. "logging 22 pages" → "no 26" → "also meditated" then adds
 * to the 26 pages, not to nothing.
 */
export function pendingBefore(
  messages: readonly TChatMessage[],
  context: TCoachContext,
  guest: boolean,
  answerConversation: TAnswerConversation,
): TCoachAction | null {
  const userAt = messages.flatMap((entry, index) => (entry.role === 'user' ? [index] : []));
  const earlier = userAt.slice(0, -1).slice(-replayed);
  // The replayed messages are answered with the window as their whole history, so a replay that itself
  // replays stays inside it: with the full history each long run of additions would replay every one
  // before it again, a cost that doubles every few messages.
  const from = earlier[0] ?? 0;
  let pending: TCoachAction | null = null;
  for (const index of earlier) {
    const text = messages[index]?.content ?? '';
    const kind = pending === null ? 'new_request' : classifyPendingReply(text);
    if (kind === 'confirm' || kind === 'deny') pending = null;
    else if (kind === 'ask_intent' && pending !== null) pending = afterIntent(pending, text, context);
    else pending = answerConversation(messages.slice(from, index + 1), context, guest).action;
  }
  return pending;
}

function afterIntent(pending: TCoachAction, text: string, context: TCoachContext): TCoachAction | null {
  const answer = interpretPendingReply(pending, text, context);
  if (answer.intent === 'modify') return answer.action as TCoachAction;
  return null;
}
