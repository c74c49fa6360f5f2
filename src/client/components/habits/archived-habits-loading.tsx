import { Spinner } from '../ui/spinner';

/** The archive while its habits (or its code) load. */
export function ArchivedHabitsLoading() {
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <Spinner /> Loading archived habits…
    </p>
  );
}
