import { Link } from 'react-router';
import { RequestError } from '../../lib/request-error';
import { Button, buttonClasses } from '../ui/button';

/**
 * The tracker's list could not be read. Without a plan (402, billing on) nothing is broken: the habits
 * are kept and a plan brings them back, so it says that, calmly, instead of an error to retry.
 */
export function HabitsLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof RequestError && error.status === 402) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-line bg-surface px-6 py-10 text-center">
        <p className="font-semibold">Your habits are safe</p>
        <p className="mt-1 max-w-md text-sm text-ink-muted">{error.message}</p>
        <Link to="/pricing" className={buttonClasses({ className: 'mt-4' })}>
          Choose a plan
        </Link>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-danger/30 bg-danger-soft px-6 py-10 text-center"
    >
      <p className="font-semibold text-danger">We couldn’t load your habits</p>
      <p className="mt-1 text-sm text-ink-muted">{error.message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
