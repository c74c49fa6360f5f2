import { Button } from './button';

/** Where a list or page would be when loading it failed: what failed, why, and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-danger/30 bg-danger-soft px-6 py-10 text-center"
    >
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-1 text-sm text-ink-muted">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
