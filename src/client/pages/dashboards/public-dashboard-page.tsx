import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { dashboardDisplayTitle } from '@/domain/dashboards/dashboard-rules';
import type { TPublicDashboard, TPublicDashboardRequest } from '@/domain/dashboards/dashboards-api';
import { readLiveDashboardEvent } from '@/domain/dashboards/live-dashboard-event';
import { PublicContentLayout } from '../../components/content/public-content-layout';
import { PublicDashboardView } from '../../components/dashboards/public-dashboard-view';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { fetchPublicDashboard, liveDashboardUrl, publicDashboardQueryKey } from '../../lib/dashboards-api';

/** The frame of every dashboard page: the public header and a wide main column, no footer. */
export function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <PublicContentLayout mainClassName="max-w-4xl space-y-8 py-8" footer={false}>
      {children}
    </PublicContentLayout>
  );
}

function usePublicDashboard(request: TPublicDashboardRequest) {
  return useQuery({
    queryKey: publicDashboardQueryKey(request),
    queryFn: () => fetchPublicDashboard(request),
  });
}

/** Follows the owner's logs: each event is the whole public answer, put straight into the cache. */
function useLiveDashboard(request: TPublicDashboardRequest, enabled: boolean) {
  const queryClient = useQueryClient();
  const { slug, hash } = request;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const key = publicDashboardQueryKey({ slug, hash });
    const source = new EventSource(liveDashboardUrl({ slug, hash }), { withCredentials: true });
    source.onmessage = (message) => {
      const event = readLiveDashboardEvent(message.data);
      if (!event) return;
      queryClient.setQueryData<TPublicDashboard>(key, event.dashboard);
      if (event.type === 'gone') source.close();
    };
    return () => source.close();
  }, [enabled, slug, hash, queryClient]);
}

function StartYourOwn() {
  return (
    <aside className="rounded-2xl border border-line bg-accent-soft/60 p-5 text-center">
      <h2 className="text-lg font-semibold">Build streaks like these</h2>
      <p className="mx-auto mt-1 max-w-prose text-sm text-ink-muted">
        Compound keeps your habits, goals and skills in one place, and you choose exactly what to share.
      </p>
      <Link to="/auth?mode=signup" className={buttonClasses({ className: 'mt-4' })}>
        Start tracking your own
      </Link>
    </aside>
  );
}

function DashboardScreen({ request, live }: { request: TPublicDashboardRequest; live: boolean }) {
  const query = usePublicDashboard(request);
  const answer = query.data;
  const shown = answer?.dashboard ? answer : null;
  useLiveDashboard(request, live && shown !== null);
  useDocumentTitle(shown?.dashboard ? dashboardDisplayTitle(shown) : 'Dashboard');
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> Loading the dashboard…
      </p>
    );
  }
  if (query.isError) {
    return <p role="alert">We could not reach Compound. Check your connection and reload the page.</p>;
  }
  if (!shown) {
    return (
      <div className="mx-auto max-w-md space-y-4 py-12 text-center">
        {answer?.accessDenied && <Lock aria-hidden="true" className="mx-auto size-8 text-ink-muted" />}
        <h1 className="text-2xl font-semibold">
          {answer?.accessDenied ? 'This dashboard is private' : 'Dashboard not found'}
        </h1>
        <p className="text-ink-muted">
          {answer?.accessDenied
            ? 'Its owner keeps it to themselves for now. Ask them for a link once they share it.'
            : 'The link may be mistyped, or its owner has stopped sharing it or made a new link.'}
        </p>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to Compound
        </Link>
      </div>
    );
  }
  return (
    <>
      <PublicDashboardView answer={shown} live={live} />
      {!shown.isOwner && <StartYourOwn />}
    </>
  );
}

/** /u/{slug}: a public dashboard. */
export function PublicDashboardPage() {
  const { slug = '' } = useParams();
  return (
    <DashboardFrame>
      <DashboardScreen key={slug} request={{ slug: slug.toLowerCase() }} live={false} />
    </DashboardFrame>
  );
}

/** /u/{slug}/live: the same dashboard, following the owner's logs as they are made. */
export function LiveDashboardPage() {
  const { slug = '' } = useParams();
  return (
    <DashboardFrame>
      <DashboardScreen key={slug} request={{ slug: slug.toLowerCase() }} live />
    </DashboardFrame>
  );
}

/** /d/{hash}: a dashboard opened by its private link (unlisted or public), live as well. */
export function HashDashboardPage() {
  const { hash = '' } = useParams();
  return (
    <DashboardFrame>
      <DashboardScreen key={hash} request={{ hash }} live />
    </DashboardFrame>
  );
}
