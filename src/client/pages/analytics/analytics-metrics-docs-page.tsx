import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { metricDefinitions } from '@/domain/analytics/metric-definitions';
import { PublicContentLayout } from '../../components/content/public-content-layout';
import { TextLink } from '../../components/ui/text-link';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * /docs/analytics-metrics: every metric of the analytics page, rendered from metric-definitions.ts (the
 * one place the definitions live); each has an anchor the page's "How … is counted" links point at.
 */
export function AnalyticsMetricsDocsPage() {
  useDocumentTitle('Analytics metrics');
  const { hash } = useLocation();
  // The page loads after the router restored the scroll, so it goes to the metric itself, once the
  // frame that restored the scroll is done.
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <PublicContentLayout mainClassName="max-w-3xl space-y-8 py-8" footer={false}>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Analytics metrics</h1>
        <p className="mt-2 text-sm text-ink-muted">
          How every number on the <TextLink to="/in/analytics">analytics page</TextLink> is counted. Dates are
          your calendar dates in your time zone; weeks start on the day set in your settings.
        </p>
      </div>
      <nav aria-label="Metrics">
        <ul className="flex flex-wrap gap-2 text-sm">
          {metricDefinitions.map((metric) => (
            <li key={metric.id}>
              <a
                href={`#${metric.id}`}
                className="inline-block rounded-full bg-surface-muted px-3 py-1 hover:text-accent focus-visible:outline-2 focus-visible:outline-focus"
              >
                {metric.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {metricDefinitions.map((metric) => (
        <section
          key={metric.id}
          id={metric.id}
          aria-labelledby={`${metric.id}-title`}
          className="scroll-mt-20 space-y-2"
        >
          <h2 id={`${metric.id}-title`} className="text-lg font-semibold">
            {metric.title}
          </h2>
          <p className="text-sm leading-relaxed">{metric.definition}</p>
          <pre className="overflow-x-auto whitespace-pre-wrap rounded-xl bg-surface-muted p-3 text-xs">
            <code>{metric.formula}</code>
          </pre>
        </section>
      ))}
    </PublicContentLayout>
  );
}
