/** Three placeholder rows while the day's habits load, announced to screen readers. */
export function HabitListSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <p className="sr-only">Loading habits…</p>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4">
          <div className="size-11 shrink-0 animate-pulse rounded-full bg-surface-muted" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 animate-pulse rounded bg-surface-muted" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-surface-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
