import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pageViewPeriods, type TPageViewPeriod } from '@/domain/analytics/page-views';
import { formatCount } from '@/domain/text/format-count';
import { pageViewCountsQuery } from '../../lib/page-views-api';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { SettingsSection } from './settings-section';

/** Admins only (ADMIN_EMAILS): views per path, counted by this server (decision 0038). */
export function PageViewsSection() {
  const [days, setDays] = useState<TPageViewPeriod>(7);
  const counts = useQuery(pageViewCountsQuery(days));
  return (
    <SettingsSection
      id="page-views"
      title="Page views"
      description="Admins only. Counted by this server: no cookies, no third party, and nothing from browsers that ask not to be tracked."
    >
      <fieldset className="mb-4 flex gap-2">
        <legend className="sr-only">Period</legend>
        {pageViewPeriods.map((period) => (
          <Button
            key={period}
            size="sm"
            variant={period === days ? 'primary' : 'secondary'}
            aria-pressed={period === days}
            onClick={() => setDays(period)}
          >
            Last {period} days
          </Button>
        ))}
      </fieldset>
      {counts.isPending && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Counting page views…
        </p>
      )}
      {counts.isError && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-danger" role="alert">
          {counts.error.message}
          <Button variant="secondary" size="sm" onClick={() => void counts.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {counts.data &&
        (counts.data.paths.length === 0 ? (
          <p className="text-sm text-ink-muted">No page views in the last {days} days.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="mb-2 text-left text-ink-muted">
              {formatCount(counts.data.total, 'view')} in the last {days} days
            </caption>
            <thead>
              <tr className="text-left text-ink-muted">
                <th scope="col" className="py-1 font-medium">
                  Path
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Views
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {counts.data.paths.map((row) => (
                <tr key={row.path}>
                  <td className="break-all py-1.5 pr-3 font-mono text-xs">{row.path}</td>
                  <td className="py-1.5 text-right tabular-nums">{row.views.toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </SettingsSection>
  );
}
