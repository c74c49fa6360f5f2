import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { analyticsDemoPage } from '@/domain/content/app-public-pages';
import { AnalyticsStatus } from '../../components/analytics/analytics-status';
import { AnalyticsView } from '../../components/analytics/analytics-view';
import { PublicContentLayout } from '../../components/content/public-content-layout';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { fetchDemoAnalytics } from '../../lib/analytics-api';
import { usePeriodParam } from './analytics-page';

/**
 * /analytics, signed out: the analytics page on a demo account's generated data (read-only, the same
 * for everyone), as a live example that invites a sign-up. Signed-in users are sent to /in/analytics.
 */
export function PublicAnalyticsPage() {
  useDocumentTitle(analyticsDemoPage.title);
  const [period, setPeriod] = usePeriodParam();
  const report = useQuery({
    queryKey: ['analytics-demo', period],
    queryFn: () => fetchDemoAnalytics(period),
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });
  const signUp = (
    <Link to="/auth?mode=signup" className={buttonClasses()}>
      Start tracking your own
    </Link>
  );
  return (
    <PublicContentLayout mainClassName="max-w-5xl space-y-6 py-8" footer={false}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{analyticsDemoPage.heading}</h1>
          <p className="mt-1 max-w-prose text-sm text-ink-muted">{analyticsDemoPage.lead}</p>
        </div>
        {signUp}
      </div>
      <AnalyticsView
        report={report.data}
        period={period}
        onPeriodChange={setPeriod}
        status={<AnalyticsStatus query={report} />}
        emptyAction={signUp}
      />
      <aside className="rounded-2xl border border-line bg-accent-soft/60 p-5 text-center">
        <h2 className="text-lg font-semibold">See which of your habits carries the rest</h2>
        <p className="mx-auto mt-1 max-w-prose text-sm text-ink-muted">
          Track your habits for a few weeks and these charts fill with your own days, including the keystone
          habit that lifts everything else.
        </p>
        <div className="mt-4">{signUp}</div>
      </aside>
    </PublicContentLayout>
  );
}
