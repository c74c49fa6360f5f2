import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import type { TCoachMessage } from '../../hooks/use-coach-chat';
import { TextLink } from '../ui/text-link';
import { CoachMarkdown } from './coach-markdown';

/**
 * The conversation, oldest first, kept scrolled to the newest line while a reply streams in. The list is
 * a log region for screen readers; a reply is announced when it is complete, not word by word.
 */
export function CoachMessageList({ messages, waiting }: { messages: TCoachMessage[]; waiting: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the last message grows.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, last?.content, waiting]);

  return (
    <div
      role="log"
      aria-label="Conversation"
      aria-busy={last?.status === 'streaming'}
      className="flex flex-col gap-3"
    >
      {messages.map((message) => (
        <CoachMessage key={message.id} message={message} />
      ))}
      {waiting && last?.content === '' && <TypingIndicator />}
      <div ref={end} />
    </div>
  );
}

function CoachMessage({ message }: { message: TCoachMessage }) {
  if (message.role === 'assistant' && message.content === '') return null;
  const mine = message.role === 'user';
  return (
    <article
      aria-label={mine ? 'You' : 'Coach'}
      className={clsx('flex', mine ? 'justify-end' : 'justify-start')}
    >
      <div
        className={clsx(
          'max-w-[88%] rounded-2xl px-3.5 py-2.5',
          mine && 'rounded-br-md bg-accent text-on-accent',
          !mine && message.status !== 'failed' && 'rounded-bl-md bg-surface-muted text-ink',
          message.status === 'failed' && 'rounded-bl-md border border-danger/40 bg-danger-soft text-danger',
        )}
      >
        {mine ? (
          <p className="text-sm whitespace-pre-wrap break-words">{message.content}</p>
        ) : (
          <CoachMarkdown text={message.content} />
        )}
        {message.signInLink && (
          <p className="mt-2 text-sm">
            <TextLink to="/auth">Sign in</TextLink>
          </p>
        )}
      </div>
    </article>
  );
}

function TypingIndicator() {
  return (
    <div role="status" className="flex items-center gap-2 text-sm text-ink-muted">
      <span className="flex gap-1 rounded-2xl rounded-bl-md bg-surface-muted px-3.5 py-3" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-ink-subtle"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span className="sr-only">The coach is typing</span>
    </div>
  );
}
