import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ArrowLeft, Bot, History, Maximize2, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCoachChat } from '../../hooks/use-coach-chat';
import { useSendRequestedPrompt } from '../../hooks/use-open-assistant-event';
import type { TOpenAssistantRequest } from '../../lib/open-assistant-event';
import { buttonClasses } from '../ui/button';
import { CoachChat } from './coach-chat';
import { ConversationList } from './conversation-list';

type TCoachPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The latest 'open-assistant' request; its prompt is sent once. */
  request: TOpenAssistantRequest | null;
  /** null for a guest. */
  userId: string | null;
  /** Where focus goes once the panel closes: it has no Radix trigger to return to. */
  returnFocus: () => void;
};

const iconButton = buttonClasses({ variant: 'ghost', size: 'icon', className: 'max-sm:size-11' });

/**
 * The floating coach (spec 2): a 420 px panel on the right from 640 px up, the whole screen below, modal
 * on Radix (focus kept inside, Escape closes, focus returns to the button). Stays mounted once opened so a
 * reply keeps arriving while it is closed and the conversation is there when it opens again.
 */
export function CoachPanel({ open, onOpenChange, request, userId, returnFocus }: TCoachPanelProps) {
  const chat = useCoachChat(userId);
  const [showConversations, setShowConversations] = useState(false);
  useSendRequestedPrompt(request, chat.load.state === 'ready' && !chat.busy, chat.send);
  const draftOwner = userId ?? 'guest';

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            const input = (event.target as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
            if (!input) return;
            event.preventDefault();
            input.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-surface-raised pt-[env(safe-area-inset-top)] shadow-2xl outline-none sm:left-auto sm:w-[420px] sm:border-l sm:border-line"
        >
          <header className="flex items-center gap-2 border-b border-line px-3 py-2">
            {showConversations ? (
              <button
                type="button"
                className={iconButton}
                aria-label="Back to the chat"
                onClick={() => setShowConversations(false)}
              >
                <ArrowLeft aria-hidden="true" className="size-5" />
              </button>
            ) : (
              <span className="flex size-9 items-center justify-center rounded-xl bg-accent-soft text-accent">
                <Bot aria-hidden="true" className="size-5" />
              </span>
            )}
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-base font-semibold">
              {showConversations ? 'Conversations' : 'Coach'}
            </DialogPrimitive.Title>
            {userId !== null && !showConversations && (
              <button
                type="button"
                className={iconButton}
                aria-label="Conversations"
                onClick={() => setShowConversations(true)}
              >
                <History aria-hidden="true" className="size-5" />
              </button>
            )}
            <Link
              to={userId === null ? '/coach' : '/in/assistant'}
              className={iconButton}
              aria-label="Open the coach page"
            >
              <Maximize2 aria-hidden="true" className="size-5" />
            </Link>
            <DialogPrimitive.Close className={iconButton} aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </header>
          {showConversations ? (
            <div className="flex min-h-0 flex-1 flex-col p-4">
              <ConversationList
                activeId={chat.conversationId}
                onOpen={(id) => {
                  void chat.openConversation(id);
                  setShowConversations(false);
                }}
              />
            </div>
          ) : (
            <CoachChat chat={chat} draftOwner={draftOwner} autoFocus />
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
