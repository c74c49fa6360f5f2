import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { readPeriodParam, type TPeriodPreset } from '@/domain/analytics/analytics-period';
import { AnalyticsStatus } from '../../components/analytics/analytics-status';
import { AnalyticsView } from '../../components/analytics/analytics-view';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { analyticsQuery } from '../../lib/analytics-api';

/** The period in the address (?period=90d), so a view can be bookmarked; 30 days when absent or unknown. */
export function usePeriodParam(): [TPeriodPreset, (period: TPeriodPreset) => void] {
  const [params, setParams] = useSearchParams();
  return [readPeriodParam(params), (next) => setParams({ period: next }, { replace: true })];
}

/** /in/analytics (mod+2): the signed-in user's charts, numbers and insight cards for a period. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const [period, setPeriod] = usePeriodParam();
  const report = useQuery({
    ...analyticsQuery(period),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">Analytics</h1>
        <p className="mt-1 text-sm text-ink-muted">
          How your habits, goals and skills are going, and what the numbers mean.
        </p>
      </header>
      <AnalyticsView
        report={report.data}
        period={period}
        onPeriodChange={setPeriod}
        status={<AnalyticsStatus query={report} />}
        emptyAction={
          <Link to="/app" className={buttonClasses()}>
            Go to the tracker
          </Link>
        }
      />
    </div>
  );
}
