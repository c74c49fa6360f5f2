import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../ui/load-error';

/** Loading and error states above the report (a new period keeps the previous report shown meanwhile). */
export function AnalyticsStatus({ query }: { query: UseQueryResult<unknown, Error> }) {
  if (query.isError && !query.data) {
    return (
      <LoadError
        title="We couldn’t load your analytics"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <p className="sr-only">Loading analytics…</p>
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-56 animate-pulse rounded-2xl bg-surface-muted" />
        ))}
      </div>
    );
  }
  return (
    <p aria-live="polite" className="sr-only">
      {query.isFetching ? 'Loading the period…' : ''}
    </p>
  );
}
