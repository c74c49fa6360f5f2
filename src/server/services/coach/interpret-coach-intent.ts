import type { TIntentRequest, TIntentResponse } from '../../../domain/coach/chat-types';
import type { TCoachProvider } from '../../coach/coach-provider';
import type { Database } from '../../db/client';
import { createGuestCoachContext, loadCoachContext } from './load-coach-context';
import { checkProposal } from './start-coach-turn';

/**
 * Spec 7 "intent form": how the user answered a pending action. A modified action is checked like any
 * proposal and comes back with a new idempotency key, since it is a new proposal; when the change breaks a
 * rule the answer is modify with no action and the reason in `error`.
 */
export async function interpretCoachIntent(
  deps: { db: Database; provider: TCoachProvider },
  userId: string | null,
  request: TIntentRequest,
  signal: AbortSignal,
): Promise<TIntentResponse> {
  const now = new Date();
  const context = userId ? await loadCoachContext(deps.db, userId, now) : createGuestCoachContext(now);
  // A provider failure (CoachProviderError) goes up as it is: the route presents it with its message.
  const answer = await deps.provider.interpretIntent({
    pendingAction: request.pending_action,
    userMessage: request.user_message,
    context,
    signal,
  });
  if (answer.intent !== 'modify' || answer.action === undefined)
    return { intent: answer.intent, action: null };
  const checked = await checkProposal(deps.db, userId, answer.action, now);
  return checked.ok
    ? { intent: 'modify', action: checked.action }
    : { intent: 'modify', action: null, error: checked.message };
}
