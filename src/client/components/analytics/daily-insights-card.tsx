import { useQuery } from '@tanstack/react-query';
import { Lightbulb, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buildInsightsCoachPrompt } from '@/domain/analytics/build-daily-insights';
import { fetchTodayInsights } from '../../lib/analytics-api';
import { openAssistantEventName } from '../../lib/open-assistant-event';
import { Button } from '../ui/button';

type TInsightsText = { summary?: unknown; risks?: unknown; focus?: unknown };

/** The saved insights as the card reads them: anything not text (a coach's own shape) is left out. */
function readInsights(insights: Record<string, unknown>) {
  const { summary, risks, focus } = insights as TInsightsText;
  return {
    summary: typeof summary === 'string' ? summary : null,
    risks: Array.isArray(risks) ? risks.filter((risk): risk is string => typeof risk === 'string') : [],
    focus: typeof focus === 'string' ? focus : null,
  };
}

/**
 * Today's insights on /app: yesterday's summary, today's risks and one suggested focus, written by the
 * server on the day's first visit. Loaded lazily after the habits, so /app's first paint never waits.
 */
export function DailyInsightsCard() {
  const query = useQuery({
    queryKey: ['daily-insights', 'today'],
    queryFn: fetchTodayInsights,
    staleTime: 10 * 60_000,
  });
  if (query.isPending || query.isError) return null;
  const { summary, risks, focus } = readInsights(query.data.insights);
  if (!summary && !focus && risks.length === 0) return null;
  const askCoach = () => {
    const prompt = buildInsightsCoachPrompt({ summary, risks, focus });
    window.dispatchEvent(new CustomEvent(openAssistantEventName, { detail: { prompt } }));
  };
  return (
    <section
      aria-labelledby="daily-insights-title"
      className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="daily-insights-title" className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden="true" className="size-4 text-accent" />
          Today’s insights
        </h2>
        <Link
          to="/in/analytics"
          className="rounded-sm text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          See analytics
        </Link>
      </div>
      {summary && <p className="mt-2 text-sm">{summary}</p>}
      {risks.length > 0 && (
        <ul aria-label="Today’s risks" className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {risks.map((risk) => (
            <li key={risk}>{risk}</li>
          ))}
        </ul>
      )}
      {focus && (
        <p className="mt-2 text-sm">
          <span className="font-medium">Suggested focus: </span>
          {focus}
        </p>
      )}
      <Button variant="secondary" size="sm" className="mt-3" onClick={askCoach}>
        <MessageCircle aria-hidden="true" className="size-4" />
        Ask the coach about these
      </Button>
    </section>
  );
}
