type TDaySummaryProps = { met: number; total: number };

/**
 * How much of the day is done, under its title. The line keeps its height while the habits load or
 * when there are none, so the page does not shift under the user when they arrive.
 */
export function DaySummary({ met, total }: TDaySummaryProps) {
  return (
    <div className="mt-2 flex h-5 items-center gap-3">
      {total > 0 && (
        <>
          <span aria-hidden="true" className="h-1.5 w-24 overflow-hidden rounded-full bg-surface-muted">
            <span
              className="block h-full rounded-full bg-accent transition-[width]"
              style={{ width: `${(met / total) * 100}%` }}
            />
          </span>
          <p className="text-sm text-ink-muted">{met === total ? 'All done' : `${met} of ${total} done`}</p>
        </>
      )}
    </div>
  );
}
