import { AlertTriangle, LogIn, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { TProposedAction } from '@/domain/coach/chat-types';
import { Button, buttonClasses } from '../ui/button';

/**
 * The action the coach proposes, waiting for the user (spec 4): its preview line, its warnings, and
 * Confirm and Cancel. Typing yes or no in the input answers it too.
 */
export function PendingActionBanner({
  proposal,
  busy,
  guest,
  onConfirm,
  onCancel,
}: {
  proposal: TProposedAction;
  busy: boolean;
  /** Guests cannot apply actions: they are offered sign-in instead of a Confirm that could only fail. */
  guest: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { pathname, search } = useLocation();
  return (
    <section
      aria-label="Pending action"
      className="rounded-xl border border-accent/40 bg-accent-soft p-3 text-sm text-ink"
    >
      <p className="flex items-start gap-2 font-medium">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span className="min-w-0 break-words">{proposal.preview}</span>
      </p>
      {proposal.warnings.length > 0 && (
        <ul aria-label="Warnings" className="mt-2 flex flex-col gap-1 text-ink-muted">
          {proposal.warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
              <span className="min-w-0 break-words">{warning}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {guest ? (
          <Link
            to={`/auth?returnTo=${encodeURIComponent(pathname + search)}`}
            className={buttonClasses({ size: 'sm', className: 'max-sm:h-10 max-sm:px-4' })}
          >
            <LogIn aria-hidden="true" className="size-4" />
            Sign in to apply
          </Link>
        ) : (
          <Button size="sm" className="max-sm:h-10 max-sm:px-4" onClick={onConfirm} pending={busy}>
            Confirm
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          className="max-sm:h-10 max-sm:px-4"
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </Button>
        {!guest && <span className="text-xs text-ink-muted">or reply yes / no</span>}
      </div>
    </section>
  );
}
