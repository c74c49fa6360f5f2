import { Spinner } from '../ui/spinner';

/** Shown while the session or a page's code loads; it fades in late so quick loads never flash it. */
export function LoadingScreen({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center p-6">
      <div className="fade-in-late flex items-center gap-3 text-sm text-ink-muted">
        <Spinner className="size-5 text-accent" />
        {label}
      </div>
    </div>
  );
}
