import { CloudOff } from 'lucide-react';
import { useMemo } from 'react';
import { isCoachInputDisabled } from '@/domain/coach/coach-input-rules';
import { deriveChecklist } from '@/domain/coach/derive-checklist';
import type { TCoachChat } from '../../hooks/use-coach-chat';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { CoachChecklist } from './coach-checklist';
import { CoachComposer } from './coach-composer';
import { CoachMessageList } from './coach-message-list';
import { PendingActionBanner } from './pending-action-banner';
import { SuggestedPromptList } from './suggested-prompt-list';

/**
 * The coach itself, shared by the floating panel, /in/assistant and /coach: the conversation with its
 * checklist, the pending action, the suggested prompts and the input.
 */
export function CoachChat({
  chat,
  draftOwner,
  autoFocus = false,
}: {
  chat: TCoachChat;
  draftOwner: string;
  autoFocus?: boolean;
}) {
  const checklist = useMemo(() => deriveChecklist(chat.messages), [chat.messages]);
  const waiting = chat.busy && chat.messages.at(-1)?.status === 'streaming';

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-4">
        <CoachChecklist items={checklist} />
        {chat.load.state === 'loading' && (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Loading the conversation…
          </p>
        )}
        {chat.load.state === 'failed' && (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p className="flex items-center gap-2 text-danger">
              <CloudOff aria-hidden="true" className="size-4" /> {chat.load.error}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void chat.retryLoad()}>
              Try again
            </Button>
          </div>
        )}
        {chat.load.state === 'ready' && chat.messages.length === 0 && <CoachWelcome guest={chat.guest} />}
        <CoachMessageList messages={chat.messages} waiting={waiting} />
      </div>
      <div className="flex flex-col gap-3 border-t border-line bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        {chat.pendingAction && (
          <PendingActionBanner
            proposal={chat.pendingAction}
            busy={chat.busy}
            guest={chat.guest}
            onConfirm={chat.confirm}
            onCancel={chat.cancel}
          />
        )}
        <SuggestedPromptList disabled={isCoachInputDisabled(chat.inputState)} onPick={chat.send} />
        <CoachComposer
          state={chat.inputState}
          draftOwner={draftOwner}
          onSend={chat.send}
          autoFocus={autoFocus}
        />
      </div>
    </div>
  );
}

function CoachWelcome({ guest }: { guest: boolean }) {
  return (
    <div className="rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">
      <p className="font-medium text-ink">Hi, I’m your coach.</p>
      <p className="mt-1">
        Ask me to plan your day, create a habit or goal, review your progress or set a focus.{' '}
        {guest
          ? 'As a guest you can chat and try ideas; sign in to let me change your tracker.'
          : 'I only change your tracker after you confirm.'}
      </p>
    </div>
  );
}
