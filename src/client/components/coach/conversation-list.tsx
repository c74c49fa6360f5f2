import { clsx } from 'clsx';
import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatInstantShortDate } from '@/domain/dates/day-titles';
import { useCoachConversations, useDeleteConversation } from '../../hooks/use-coach-conversations';
import type { TConversationSummary } from '../../lib/coach-api';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Spinner } from '../ui/spinner';

type TConversationListProps = {
  activeId: string | null;
  onOpen: (id: string | null) => void;
};

/** A signed-in user's conversations (spec 4): start a new one, switch, delete after asking. */
export function ConversationList({ activeId, onOpen }: TConversationListProps) {
  const conversations = useCoachConversations();
  const [deleting, setDeleting] = useState<TConversationSummary | null>(null);
  const remove = useDeleteConversation((id) => {
    if (id === activeId) onOpen(null);
  });

  return (
    <nav aria-label="Conversations" className="flex min-h-0 flex-col gap-2">
      <Button variant="secondary" className="max-sm:h-11" onClick={() => onOpen(null)}>
        <MessageSquarePlus aria-hidden="true" className="size-4" />
        New conversation
      </Button>
      {conversations.isPending && (
        <p role="status" className="flex items-center gap-2 px-1 text-sm text-ink-muted">
          <Spinner /> Loading conversations…
        </p>
      )}
      {conversations.isError && (
        <div role="alert" className="flex flex-col items-start gap-2 px-1 text-sm text-danger">
          <p>Could not load your conversations.</p>
          <Button size="sm" variant="secondary" onClick={() => void conversations.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {conversations.data?.length === 0 && (
        <p className="px-1 text-sm text-ink-muted">Your conversations will appear here.</p>
      )}
      {conversations.data && conversations.data.length > 0 && (
        <ul className="flex min-h-0 flex-col gap-1 overflow-y-auto">
          {conversations.data.map((conversation) => {
            const title = conversation.title?.trim() || 'New chat';
            const active = conversation.id === activeId;
            return (
              <li key={conversation.id} className="group flex items-center gap-1">
                <button
                  type="button"
                  aria-current={active ? 'true' : undefined}
                  onClick={() => onOpen(conversation.id)}
                  className={clsx(
                    'flex min-h-10 min-w-0 flex-1 cursor-pointer flex-col rounded-lg px-3 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-focus max-sm:min-h-12',
                    active
                      ? 'bg-surface-muted text-ink'
                      : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                  )}
                >
                  <span className="truncate font-medium">{title}</span>
                  <span className="text-xs text-ink-subtle">
                    {formatInstantShortDate(conversation.updated_at)}
                  </span>
                </button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete conversation ${title}`}
                  onClick={() => setDeleting(conversation)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete conversation?"
          description={`“${deleting.title?.trim() || 'New chat'}” and its messages will be deleted.`}
          confirmLabel="Delete conversation"
          onConfirm={() => remove.mutate(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </nav>
  );
}
