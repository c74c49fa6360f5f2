import { clsx } from 'clsx';
import { History } from 'lucide-react';
import { useState } from 'react';
import { CoachChat } from '../../components/coach/coach-chat';
import { ConversationList } from '../../components/coach/conversation-list';
import { Button } from '../../components/ui/button';
import { useCoachChat } from '../../hooks/use-coach-chat';
import { useOpenAssistantEvent, useSendRequestedPrompt } from '../../hooks/use-open-assistant-event';
import type { TOpenAssistantRequest } from '../../lib/open-assistant-event';

/**
 * The coach as a page: the chat in a card, with a signed-in user's conversations beside it on wide
 * screens and behind a button on small ones. On this page 'open-assistant' requests come here.
 */
export function CoachWorkspace({ userId }: { userId: string | null }) {
  const chat = useCoachChat(userId);
  const [request, setRequest] = useState<TOpenAssistantRequest | null>(null);
  const [showConversations, setShowConversations] = useState(false);
  useOpenAssistantEvent(true, setRequest);
  useSendRequestedPrompt(request, chat.load.state === 'ready' && !chat.busy, chat.send);

  const conversations = userId !== null && (
    <ConversationList
      activeId={chat.conversationId}
      onOpen={(id) => {
        void chat.openConversation(id);
        setShowConversations(false);
      }}
    />
  );

  return (
    // A guest has no conversations to list: the chat alone, centred, with no empty column beside it.
    <div
      className={clsx(
        'flex flex-col gap-4',
        conversations && 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start',
      )}
    >
      {conversations && (
        <>
          <div className="lg:hidden">
            <Button
              variant="secondary"
              aria-expanded={showConversations}
              onClick={() => setShowConversations((shown) => !shown)}
            >
              <History aria-hidden="true" className="size-4" />
              {showConversations ? 'Hide conversations' : 'Conversations'}
            </Button>
            {showConversations && <div className="mt-3">{conversations}</div>}
          </div>
          <aside className="hidden lg:block">{conversations}</aside>
        </>
      )}
      <section
        aria-label="Chat with the coach"
        className={clsx(
          'flex h-[calc(100dvh-13rem-var(--tab-bar-space))] min-h-[24rem] flex-col max-md:h-[calc(100dvh-19rem-var(--tab-bar-space))] max-md:min-h-[22rem] overflow-hidden rounded-2xl border border-line bg-surface',
          conversations && 'lg:col-start-2',
        )}
      >
        <CoachChat chat={chat} draftOwner={userId ?? 'guest'} />
      </section>
    </div>
  );
}
