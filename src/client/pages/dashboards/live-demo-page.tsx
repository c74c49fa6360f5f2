import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { liveDemoPage } from '@/domain/content/app-public-pages';
import { advanceDemoDashboard, buildDemoDashboard } from '@/domain/dashboards/demo-dashboard';
import { todayInTimeZone } from '@/domain/dates/today-in-time-zone';
import { PublicDashboardView } from '../../components/dashboards/public-dashboard-view';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { DashboardFrame } from './public-dashboard-page';

/** How often the demo account logs its next habit. */
const demoStepMs = 4_000;

/**
 * /live-demo (mod+5 signed out): what a live public dashboard looks like, on the demo account's data.
 * The demo logs its remaining habits for today one by one, as an owner would, so the streaks, strength
 * and heatmaps move without a reload; no server is involved.
 */
export function LiveDemoPage() {
  useDocumentTitle(liveDemoPage.title);
  const [morning] = useState(() =>
    buildDemoDashboard(todayInTimeZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)),
  );
  const [answer, setAnswer] = useState(morning);
  useEffect(() => {
    const timer = setInterval(
      () => setAnswer((current) => advanceDemoDashboard(current, morning)),
      demoStepMs,
    );
    return () => clearInterval(timer);
  }, [morning]);
  return (
    <DashboardFrame>
      <p className="rounded-xl border border-line bg-surface-muted/60 px-4 py-3 text-sm text-ink-muted">
        {liveDemoPage.lead}
      </p>
      <PublicDashboardView answer={answer} live />
      <aside className="rounded-2xl border border-line bg-accent-soft/60 p-5 text-center">
        <h2 className="text-lg font-semibold">Share your own progress, live</h2>
        <p className="mx-auto mt-1 max-w-prose text-sm text-ink-muted">
          Choose the habits, goals and skills to show, pick your link, and anyone you give it to can watch
          your streaks grow.
        </p>
        <Link to="/auth?mode=signup" className={buttonClasses({ className: 'mt-4' })}>
          Create your dashboard
        </Link>
      </aside>
    </DashboardFrame>
  );
}
