import type { TCoachProvider, TCoachProviderEvent, TCoachTurn } from '../coach-provider';
import { findKnowledge } from './answer-from-knowledge';
import { answerChat } from './answer-while-pending';
import { shippedIntentModel } from './classify-intent';
import { interpretPendingReply } from './interpret-pending-reply';
import { splitIntoChunks } from './split-into-chunks';

export const builtinCoachModel = 'compound-builtin';

/**
 * The coach used when no AI key is set: it reads plain-English requests with rules (no network, no
 * model) and answers in the same stream shape as a model, so the chat route and the panel need not
 * know which coach is talking. docs/builtin-coach.md says how a message flows.
 */
/** Long enough for a server to be listening (start-up after a crash is under 2 s, decision 0046). */
const warmUpDelayMs = 3_000;

export function createBuiltinCoach(): TCoachProvider {
  // The knowledge index and the intent model are built, and the search warmed, once, after the server
  // has started rather than on its way to answering: no message pays for them (first token < 30 ms),
  // and a message that comes sooner builds them itself.
  setTimeout(() => {
    findKnowledge('how long does it take to form a habit');
    shippedIntentModel();
  }, warmUpDelayMs).unref();
  return {
    model: builtinCoachModel,
    streamReply,
    interpretIntent: async (turn) =>
      interpretPendingReply(turn.pendingAction, turn.userMessage, turn.context),
  };
}

async function* streamReply(turn: TCoachTurn): AsyncIterable<TCoachProviderEvent> {
  const answer = answerChat(turn.messages, turn.context, turn.guest);
  for (const text of splitIntoChunks(answer.reply)) {
    if (turn.signal.aborted) return;
    yield { type: 'delta', text };
  }
  if (answer.action !== null && !turn.signal.aborted) yield { type: 'action', action: answer.action };
}
