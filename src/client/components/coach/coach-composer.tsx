import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import {
  canSendCoachMessage,
  isCoachInputDisabled,
  shouldHintSignIn,
  type TCoachInputState,
} from '@/domain/coach/coach-input-rules';
import { formatCount } from '@/domain/text/format-count';
import { useHydrated } from '../../hooks/use-hydrated';
import { readDraft, saveDraft } from '../../lib/coach-storage';
import { Button } from '../ui/button';
import { TextLink } from '../ui/text-link';

type TCoachComposerProps = {
  state: TCoachInputState;
  /** Whose draft this is ('guest' or the user id): it is kept between visits (spec 2). */
  draftOwner: string;
  /** Returns whether the text was taken; only then is the draft cleared. */
  onSend: (text: string) => boolean;
  autoFocus?: boolean;
};

/** The message input: Enter sends, Shift+Enter starts a new line; a guest sees what is left. */
export function CoachComposer({ state, draftOwner, onSend, autoFocus = false }: TCoachComposerProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => readDraft(draftOwner));
  useEffect(() => saveDraft(draftOwner, draft), [draftOwner, draft]);
  const disabled = isCoachInputDisabled(state);
  // On the guest coach the server drew, text typed before React has the page would be lost to it (and
  // Enter would only add a line): the input opens once React is there.
  const hydrated = useHydrated();
  const canSend = canSendCoachMessage(state, draft);

  const submit = () => {
    if (canSend && onSend(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing: its Enter picks a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message the coach
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          value={draft}
          // While a reply is on its way the input keeps focus and text but takes no edits (spec 5); a
          // guest out of requests gets a disabled input.
          disabled={(disabled && !state.pending) || !hydrated}
          readOnly={state.pending}
          aria-disabled={disabled || undefined}
          // The panel opens for typing: focus belongs here, as in any chat.
          // biome-ignore lint/a11y/noAutofocus: see above.
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          placeholder={disabled && !state.pending ? 'No requests left for now' : 'Ask your coach…'}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={state.guest ? `${id}-quota` : undefined}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-line-strong bg-surface px-3 py-2.5 text-base text-ink shadow-xs placeholder:text-ink-subtle focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus/40 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:text-sm"
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={!canSend} className="size-11">
          <SendHorizontal aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {state.guest && <GuestQuota id={`${id}-quota`} state={state} />}
    </form>
  );
}

function GuestQuota({ id, state }: { id: string; state: TCoachInputState }) {
  return (
    <p id={id} role="status" className="flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
      {state.remaining !== null && <span>{formatCount(state.remaining, 'request')} left</span>}
      {shouldHintSignIn(state) && <TextLink to="/auth">Sign in for unlimited</TextLink>}
    </p>
  );
}
