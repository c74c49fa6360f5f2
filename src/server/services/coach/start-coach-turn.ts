import { randomUUID } from 'node:crypto';
import { toActionInput } from '../../../domain/actions/to-action-input';
import { validateAction } from '../../../domain/actions/validate-action';
import type {
  TChatMessage,
  TChatMeta,
  TChatStreamEvent,
  TProposedAction,
} from '../../../domain/coach/chat-types';
import { fillEmptyReply } from '../../../domain/coach/fill-empty-reply';
import { asksForHistoryFigures } from '../../coach/builtin/answer-data-question';
import { CoachProviderError, type TCoachProvider } from '../../coach/coach-provider';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { createGuestActionContext, loadActionContext } from '../actions/load-action-context';
import { appendConversationMessage } from './append-conversation-message';
import { createConversation } from './create-conversation';
import { findConversation } from './find-conversation';
import { createGuestCoachContext, loadCoachContext } from './load-coach-context';
import { previewProposal } from './preview-proposal';

export const coachTurnFailedMessage = 'The coach could not answer. Please try again.';
export const conversationSaveFailedMessage = 'The conversation could not be saved. Please try again.';

export type TCoachTurnInput = {
  /** Null for a guest: nothing is stored, the context is empty and answers are shorter. */
  userId: string | null;
  messages: TChatMessage[];
  conversationId: string | null;
  /**
   * The rate limit's verdict: the guest's requests left (meta.remaining), null when signed in, or a rejection
   * (429). A promise, so the limit is counted while the context is read.
   */
  remaining: Promise<number | null>;
  signal: AbortSignal;
};

export type TCoachTurnDeps = { db: Database; provider: TCoachProvider; logger: Logger };

/**
 * One chat turn (spec 7 "ai-chat"), as the events of the stream: meta, deltas, the action if the coach
 * proposed a valid one, the full reply, done; or an error, then done. What must be decided before the
 * answer starts (the conversation is the caller's) is checked here and thrown as a ServiceError; the
 * rest happens while the events flow.
 *
 * For a signed-in user the turn is stored: the user message is written once the coach's first token has
 * been sent, so it does not hold the token back, and `done` is sent only once it and the reply are saved,
 * so a turn the browser saw finish is never lost.
 */
export async function startCoachTurn(
  deps: TCoachTurnDeps,
  input: TCoachTurnInput,
): Promise<{ meta: TChatMeta; events: AsyncIterable<TChatStreamEvent> }> {
  const { db, provider, logger } = deps;
  const { userId } = input;
  const now = new Date();
  const figures = asksForHistoryFigures(input.messages.at(-1)?.content ?? '');
  const [remaining, context, existing] = await Promise.all([
    input.remaining,
    userId ? loadCoachContext(db, userId, now, { figures }) : createGuestCoachContext(now),
    userId && input.conversationId ? findConversation(db, userId, input.conversationId) : null,
  ]);
  const conversationId = userId ? (existing?.id ?? randomUUID()) : null;
  const meta: TChatMeta = {
    model: provider.model,
    conversation_id: conversationId,
    server_context: userId !== null,
    remaining,
  };

  const userMessage = input.messages.at(-1)?.content ?? '';
  let userMessageSaved: Promise<void> | null = null;
  /**
   * Started once the first token is on its way (or the turn ends without one): the embedded database runs
   * on the server's own thread, so a write started earlier would hold back the request to the model.
   */
  function saveUserMessage(): Promise<void> {
    if (userMessageSaved) return userMessageSaved;
    userMessageSaved =
      userId && conversationId
        ? (async () => {
            if (!existing) await createConversation(db, userId, conversationId);
            await appendConversationMessage(db, userId, conversationId, {
              role: 'user',
              content: userMessage,
            });
          })()
        : Promise.resolve();
    // Awaited before `done`; until then a failure must not surface as an unhandled rejection.
    userMessageSaved.catch(() => {});
    return userMessageSaved;
  }

  async function* run(): AsyncIterable<TChatStreamEvent> {
    try {
      yield* answer();
    } finally {
      // Also when the browser left mid-turn: the message it sent is kept.
      saveUserMessage();
    }
  }

  async function* answer(): AsyncIterable<TChatStreamEvent> {
    yield { type: 'meta', meta };
    let text = '';
    let proposal: unknown;
    let hasProposal = false;
    try {
      for await (const event of provider.streamReply({
        messages: input.messages,
        context,
        guest: userId === null,
        signal: input.signal,
      })) {
        if (event.type === 'delta') {
          if (event.text === '') continue;
          text += event.text;
          yield { type: 'delta', delta: event.text };
          saveUserMessage();
        } else {
          proposal = event.action;
          hasProposal = true;
        }
      }
    } catch (error) {
      yield { type: 'error', error: describeTurnError(error, logger) };
      yield* finish(null);
      return;
    }
    if (input.signal.aborted) return;

    let action: TProposedAction | null = null;
    if (hasProposal) {
      const checked = await checkProposal(db, userId, proposal, now);
      if (checked.ok) action = checked.action;
      else {
        // An invalid proposal is never offered; the user reads why instead.
        const sentence = `${text.trim() === '' ? '' : '\n\n'}${checked.message}`;
        text += sentence;
        yield { type: 'delta', delta: sentence };
      }
    }
    const reply = fillEmptyReply(text, action);
    if (action) yield { type: 'action', action };
    yield { type: 'reply', reply };
    yield* finish({ content: reply, action });
  }

  async function* finish(assistant: { content: string; action: TProposedAction | null } | null) {
    try {
      await saveUserMessage();
      if (userId && conversationId && assistant) {
        await appendConversationMessage(db, userId, conversationId, { role: 'assistant', ...assistant });
      }
    } catch (error) {
      logger.error('Saving a coach turn failed', error);
      yield { type: 'error', error: conversationSaveFailedMessage } as const;
    }
    yield { type: 'done', done: true } as const;
  }

  return { meta, events: run() };
}

/**
 * A proposal checked by the shared catalogue against the user's own rows (a guest's against nothing), as
 * the action route will check it again on confirm. A valid one gets the idempotency key every tab sends.
 */
export async function checkProposal(
  db: Database,
  userId: string | null,
  proposal: unknown,
  now: Date,
): Promise<{ ok: true; action: TProposedAction } | { ok: false; message: string }> {
  const context = userId ? await loadActionContext(db, userId, now) : createGuestActionContext(now);
  const result = validateAction(proposal, context);
  if (!result.ok) return { ok: false, message: `Action validation failed: ${result.errors.join('; ')}` };
  return {
    ok: true,
    action: {
      // Flat, as the catalogue reads it: /api/actions and the intent call validate it again.
      action: toActionInput(result.value),
      preview: await previewProposal(db, userId, result.value),
      warnings: result.warnings,
      idempotency_key: randomUUID(),
    },
  };
}

function describeTurnError(error: unknown, logger: Logger): string {
  if (error instanceof CoachProviderError) return error.message;
  logger.error('A coach turn failed', error);
  return coachTurnFailedMessage;
}
