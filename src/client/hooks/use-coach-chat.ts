import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatLimits, signInToActMessage } from '@/domain/coach/chat-limits';
import type { TChatMessage, TChatStreamEvent, TProposedAction } from '@/domain/coach/chat-types';
import { canSendCoachMessage } from '@/domain/coach/coach-input-rules';
import { describeActionFailure, describeCoachError } from '@/domain/coach/describe-coach-error';
import { defaultCoachReply, fillEmptyReply } from '@/domain/coach/fill-empty-reply';
import { guestChatLimit } from '@/domain/coach/guest-chat';
import { classifyPendingReply, declinedActionReply } from '@/domain/coach/pending-reply';
import { applyActionEffects } from '../lib/coach-action-effects';
import {
  appendConversationMessage,
  CoachRateLimitError,
  fetchConversationMessages,
  openLatestConversation,
  requestChatTurn,
  requestIntent,
  runProposedAction,
  type TCoachCaller,
} from '../lib/coach-api';
import { readGuestChat, readGuestId, saveGuestChat } from '../lib/coach-storage';
import { readFailureStatus } from '../lib/request-error';
import { showToast } from '../lib/toast-store';
import { conversationsQueryKey } from './use-coach-conversations';

/** A message on screen. `streaming`: the reply is still arriving; `failed`: it is an error text. */
export type TCoachMessage = TChatMessage & {
  id: string;
  status: 'done' | 'streaming' | 'failed';
  /** The message asks the user to sign in, so it carries a link to the sign-in page. */
  signInLink?: boolean;
};

/** Where the conversation itself is loading from (signed in) or could not be loaded. */
export type TConversationLoad =
  | { state: 'loading' }
  | { state: 'ready' }
  | { state: 'failed'; error: string };

// How much history goes with each turn: as much as a guest keeps, which is plenty for a reply.
const historyLimit = guestChatLimit;

let nextMessageId = 1;
function createMessage(
  role: TChatMessage['role'],
  content: string,
  extra: Partial<TCoachMessage> = {},
): TCoachMessage {
  nextMessageId += 1;
  return { id: `local-${nextMessageId}`, role, content, status: 'done', ...extra };
}

/** The last stored assistant message's action, unless the user has answered after it. */
function findPendingAction(
  messages: { role: string; action: TProposedAction | null }[],
): TProposedAction | null {
  const last = messages.at(-1);
  return last?.role === 'assistant' ? last.action : null;
}

/**
 * One coach conversation and everything it can do (spec 2 "Coach panel", 4 "Assistant action flow" and
 * "Conversations"): sending with a streamed reply, the pending action with its confirm/deny/modify
 * answers, guest limits and local history, a signed-in user's stored conversations.
 * `userId` null is a guest.
 */
export function useCoachChat(userId: string | null) {
  const guest = userId === null;
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<TCoachMessage[]>(() =>
    guest ? readGuestChat().map((message) => createMessage(message.role, message.content)) : [],
  );
  const [pendingAction, setPendingAction] = useState<TProposedAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [load, setLoad] = useState<TConversationLoad>({ state: guest ? 'ready' : 'loading' });

  // Async flows read the latest values here, not the ones of the render that started them.
  const latest = useRef({ messages, pendingAction, busy, remaining, conversationId, load });
  latest.current = { messages, pendingAction, busy, remaining, conversationId, load };
  const caller = useRef<TCoachCaller>({ guestId: guest ? readGuestId() : null });
  const loadToken = useRef(0);

  const append = useCallback((...added: TCoachMessage[]) => {
    setMessages((current) => [...current, ...added]);
  }, []);

  // Answers to a pending action and their outcomes are the app's own messages: stored in order, so every
  // tab and the next visit see the action settled. A failed save only means the action shows as pending
  // again later, where confirming it replays the first result.
  const storing = useRef(Promise.resolve());
  const store = useCallback(
    (...stored: (TChatMessage & { action?: TProposedAction | null })[]) => {
      const id = latest.current.conversationId;
      if (guest || id === null) return;
      storing.current = storing.current.then(async () => {
        for (const message of stored) await appendConversationMessage(id, message).catch(() => undefined);
      });
    },
    [guest],
  );

  /** Shows the app's own messages and stores them with the conversation. */
  const say = useCallback(
    (...added: TCoachMessage[]) => {
      append(...added);
      store(
        ...added
          .filter((message) => message.status !== 'failed')
          .map(({ role, content }) => ({ role, content })),
      );
    },
    [append, store],
  );

  const updateMessage = useCallback((id: string, change: (message: TCoachMessage) => TCoachMessage) => {
    setMessages((current) => current.map((message) => (message.id === id ? change(message) : message)));
  }, []);

  const openConversation = useCallback(async (id: string | null) => {
    const token = ++loadToken.current;
    setPendingAction(null);
    setConversationId(id);
    if (id === null) {
      setMessages([]);
      setLoad({ state: 'ready' });
      return;
    }
    setLoad({ state: 'loading' });
    try {
      const stored = await fetchConversationMessages(id);
      if (token !== loadToken.current) return;
      setMessages(
        stored.map((message) => ({ ...createMessage(message.role, message.content), id: message.id })),
      );
      setPendingAction(findPendingAction(stored));
      setLoad({ state: 'ready' });
    } catch (error) {
      if (token === loadToken.current) setLoad({ state: 'failed', error: describeCoachError(error) });
    }
  }, []);

  /** Spec 4: on load the latest conversation is chosen, or a new one is created. */
  const openLatest = useCallback(async () => {
    const token = ++loadToken.current;
    setLoad({ state: 'loading' });
    try {
      const { conversation, created } = await openLatestConversation();
      if (token !== loadToken.current) return;
      if (created) void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      await openConversation(conversation.id);
    } catch (error) {
      if (token === loadToken.current) setLoad({ state: 'failed', error: describeCoachError(error) });
    }
  }, [openConversation, queryClient]);

  useEffect(() => {
    if (!guest) void openLatest();
  }, [guest, openLatest]);

  // A guest's chat lives in this browser; replies are saved once they have arrived.
  useEffect(() => {
    if (!guest || messages.some((message) => message.status === 'streaming')) return;
    saveGuestChat(messages.filter((message) => message.status === 'done'));
  }, [guest, messages]);

  const chat = useCallback(
    async (text: string) => {
      const history: TChatMessage[] = latest.current.messages
        .filter((message) => message.status === 'done')
        .map(({ role, content }) => ({ role, content: content.slice(0, chatLimits.messageLength) }));
      const userMessage = createMessage('user', text);
      const placeholder = createMessage('assistant', '', { status: 'streaming' });
      append(userMessage, placeholder);
      let streamed = '';
      const onEvent = (event: TChatStreamEvent) => {
        if (event.type === 'meta') {
          if (event.meta.remaining !== null) setRemaining(event.meta.remaining);
          if (event.meta.conversation_id && event.meta.conversation_id !== latest.current.conversationId) {
            setConversationId(event.meta.conversation_id);
          }
        } else if (event.type === 'delta' || event.type === 'reply') {
          streamed = event.type === 'delta' ? streamed + event.delta : event.reply;
          const content = streamed;
          updateMessage(placeholder.id, (message) => ({ ...message, content }));
        } else if (event.type === 'action') {
          setPendingAction(event.action);
        }
      };
      try {
        const result = await requestChatTurn(
          {
            messages: [...history, { role: 'user' as const, content: text }].slice(-historyLimit),
            ...(!guest && { conversation_id: latest.current.conversationId }),
          },
          { ...caller.current, onEvent },
        );
        const content = fillEmptyReply(result.reply, result.action);
        updateMessage(placeholder.id, (message) => ({ ...message, content, status: 'done' }));
      } catch (error) {
        if (error instanceof CoachRateLimitError) {
          // The server words it (spec 8 'Rate limit: wait {n} min or sign in' for a guest).
          showToast({ title: error.message, variant: 'destructive' });
          if (guest) setRemaining(0);
        }
        const failure = describeCoachError(error);
        // Spec 8: the error replaces the empty placeholder, or follows the part of the reply that came.
        setMessages((current) =>
          streamed.trim() === ''
            ? current.map((message) =>
                message.id === placeholder.id ? { ...message, content: failure, status: 'failed' } : message,
              )
            : [
                ...current.map((message) =>
                  message.id === placeholder.id ? { ...message, status: 'done' as const } : message,
                ),
                createMessage('assistant', failure, { status: 'failed' }),
              ],
        );
      } finally {
        if (!guest) void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      }
    },
    [append, guest, queryClient, updateMessage],
  );

  const runAction = useCallback(
    async (proposal: TProposedAction) => {
      if (guest) {
        setPendingAction(null);
        append(createMessage('assistant', signInToActMessage, { signInLink: true }));
        return;
      }
      try {
        const result = await runProposedAction(proposal);
        setPendingAction(null);
        say(createMessage('assistant', result.message));
        applyActionEffects(queryClient, proposal.action, result);
      } catch (error) {
        const status = readFailureStatus(error);
        // A network failure leaves the action pending so Confirm can be tried again.
        if (status !== undefined) setPendingAction(null);
        append(
          status === 401
            ? createMessage('assistant', signInToActMessage, { signInLink: true, status: 'failed' })
            : createMessage('assistant', describeActionFailure(error, status), { status: 'failed' }),
        );
      }
    },
    [append, guest, queryClient, say],
  );

  const decline = useCallback(() => {
    setPendingAction(null);
    say(createMessage('assistant', declinedActionReply));
  }, [say]);

  /** A typed answer to a pending action that is neither a plain yes nor a plain no (spec 4). */
  const interpretAnswer = useCallback(
    async (proposal: TProposedAction, text: string) => {
      try {
        const answer = await requestIntent(
          { pending_action: proposal.action, user_message: text },
          caller.current,
        );
        if (answer.intent === 'confirm') await runAction(proposal);
        else if (answer.intent === 'deny') decline();
        else if (answer.action) {
          // Spec 4: the changed action replaces the pending one and is asked about again.
          const content = `Here’s the updated action: ${answer.action.preview}. Shall I apply it?`;
          setPendingAction(answer.action);
          append(createMessage('assistant', content));
          store({ role: 'assistant', content, action: answer.action });
        } else {
          // The change broke a rule: the original action stays pending.
          append(createMessage('assistant', answer.error ?? defaultCoachReply, { status: 'failed' }));
        }
      } catch (error) {
        append(createMessage('assistant', describeCoachError(error), { status: 'failed' }));
      }
    },
    [append, decline, runAction, store],
  );

  /** Runs one step at a time: the input and buttons are disabled until it is over. */
  const withBusy = useCallback(async (step: () => Promise<void>) => {
    setBusy(true);
    latest.current.busy = true;
    try {
      await step();
    } finally {
      setBusy(false);
    }
  }, []);

  const inputState = { pending: busy || load.state !== 'ready', guest, remaining };

  const send = useCallback(
    (raw: string) => {
      const text = raw.trim();
      const { busy: isBusy, load: current, remaining: left } = latest.current;
      if (
        !canSendCoachMessage({ pending: isBusy || current.state !== 'ready', guest, remaining: left }, text)
      ) {
        return false;
      }
      const proposal = latest.current.pendingAction;
      if (!proposal) {
        void withBusy(() => chat(text));
        return true;
      }
      const answer = classifyPendingReply(text);
      // A guest cannot apply an action, so changing one is pointless: their reply is a new message,
      // one request from the quota like any other, never an intent call on top.
      if (answer === 'new_request' || (guest && answer === 'ask_intent')) {
        setPendingAction(null);
        void withBusy(() => chat(text));
        return true;
      }
      say(createMessage('user', text));
      if (answer === 'deny') decline();
      else if (answer === 'confirm') void withBusy(() => runAction(proposal));
      else void withBusy(() => interpretAnswer(proposal, text));
      return true;
    },
    [chat, decline, guest, interpretAnswer, runAction, say, withBusy],
  );

  const confirm = useCallback(() => {
    const proposal = latest.current.pendingAction;
    if (!proposal || latest.current.busy) return;
    void withBusy(() => runAction(proposal));
  }, [runAction, withBusy]);

  const cancel = useCallback(() => {
    if (!latest.current.pendingAction || latest.current.busy) return;
    decline();
  }, [decline]);

  return {
    guest,
    messages,
    pendingAction,
    busy,
    remaining,
    conversationId,
    load,
    inputState,
    send,
    confirm,
    cancel,
    openConversation,
    retryLoad: openLatest,
  };
}

export type TCoachChat = ReturnType<typeof useCoachChat>;
