import { ChartLine, Lightbulb } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { periodPresetLabels, periodPresets, type TPeriodPreset } from '@/domain/analytics/analytics-period';
import { metricDefinitions, metricDocsPath, type TMetricId } from '@/domain/analytics/metric-definitions';
import { formatFocusMinutesTotal } from '@/domain/focus/format-focus-duration';
import { formatPercent } from '@/domain/text/format-percent';
import type { TAnalyticsReportDto } from '../../lib/analytics-api';
import { createLazyModule } from '../../lib/lazy-module';
import { SegmentedTabs } from '../ui/segmented-tabs';
import { bucketLabels, formatHours, formatPointDate, formatRate, formatTrend } from './analytics-format';
import { ChartTable, HabitTable, WeekdayHeatmap } from './analytics-tables';

// Recharts starts loading when the view first renders, beside the report's request, not after it; a
// failed download is retried, and asked for again when a chart renders. Not when this module loads:
// the tracker fetches the analytics page's code ahead (spec 9), and evaluating Recharts there was one
// task of ~0.35 s (1.4 s at Lighthouse's 4x slowdown) after /app's first paint (issue 37).
const charts = createLazyModule(() => import('./analytics-charts'));
const loadCharts = () => charts.load();
const CompletionChart = lazy(() => loadCharts().then((module) => ({ default: module.CompletionChart })));
const BarsChart = lazy(() => loadCharts().then((module) => ({ default: module.BarsChart })));
const GoalChart = lazy(() => loadCharts().then((module) => ({ default: module.GoalChart })));
const XpChart = lazy(() => loadCharts().then((module) => ({ default: module.XpChart })));

const titles = new Map<string, string>(metricDefinitions.map((metric) => [metric.id, metric.title]));

/** "How is this counted?": every number links to its definition on /docs/analytics-metrics. */
export function MetricLink({ metric }: { metric: TMetricId }) {
  return (
    <Link
      to={metricDocsPath(metric)}
      className="rounded-sm text-xs font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
    >
      How {titles.get(metric)?.toLowerCase()} is counted
    </Link>
  );
}

function Section({
  id,
  title,
  metric,
  description,
  children,
}: {
  id: string;
  title: string;
  metric: TMetricId;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 space-y-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={`${id}-title`} className="font-semibold">
          {title}
        </h2>
        <MetricLink metric={metric} />
      </div>
      {description && <p className="text-sm text-ink-muted">{description}</p>}
      {children}
    </section>
  );
}

const chartFallback = <div className="h-52" />;

type TAnalyticsViewProps = {
  report: TAnalyticsReportDto | undefined;
  period: TPeriodPreset;
  onPeriodChange: (period: TPeriodPreset) => void;
  /** What the empty state offers (the tracker for a user, sign-up for the demo). */
  emptyAction: ReactNode;
  status: ReactNode;
};

/** The analytics page's body, shared by /in/analytics and the public demo at /analytics. */
export function AnalyticsView({ report, period, onPeriodChange, emptyAction, status }: TAnalyticsViewProps) {
  useEffect(() => void charts.load().catch(() => undefined), []);
  return (
    <div className="space-y-6">
      <SegmentedTabs
        label="Period"
        idPrefix="analytics-period"
        tabs={periodPresets.map((value) => ({ value, label: periodPresetLabels[value] }))}
        value={period}
        onChange={onPeriodChange}
      />
      <div
        id="analytics-period-panel"
        role="tabpanel"
        aria-labelledby={`analytics-period-tab-${period}`}
        className="space-y-6"
      >
        {status}
        {report && report.habits.length === 0 && (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong/60 bg-surface px-6 py-14 text-center">
            <div className="flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent">
              <ChartLine aria-hidden="true" className="size-6" />
            </div>
            <h2 className="mt-4 text-lg font-semibold">No data yet</h2>
            <p className="mt-2 max-w-sm text-sm text-pretty text-ink-muted">
              Analytics are drawn from your habit check-offs. Create a habit on the tracker and check it off
              each day; after a few days your charts, streaks and weekday patterns appear here.
            </p>
            <div className="mt-6">{emptyAction}</div>
          </div>
        )}
        {report && report.habits.length > 0 && <ReportBody report={report} />}
      </div>
    </div>
  );
}

function ReportBody({ report }: { report: TAnalyticsReportDto }) {
  const { summary, bucket } = report;
  return (
    <>
      {report.insights.length > 0 && (
        <ul aria-label="Insights" className="grid gap-3 sm:grid-cols-2">
          {report.insights.map((card) => (
            <li key={card.id} className="rounded-2xl border border-line bg-accent-soft/60 p-4">
              <p className="flex items-center gap-2 text-sm font-semibold">
                <Lightbulb aria-hidden="true" className="size-4 text-accent" />
                {card.title}
              </p>
              <p className="mt-1 text-sm">{card.text}</p>
              <div className="mt-2">
                <MetricLink metric={card.metric as TMetricId} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <Section id="completion" title="Daily completion rate" metric="daily-completion-rate">
        <Suspense fallback={chartFallback}>
          <CompletionChart report={report} />
        </Suspense>
        <ChartTable
          caption="Completion rate over time"
          headers={[bucketLabels[bucket], 'Completed', 'Possible', 'Rate']}
          rows={report.daily.map((point) => [
            formatPointDate(point.date, bucket),
            point.completed,
            point.possible,
            formatRate(point.rate),
          ])}
        />
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Stat label="Completion rate" value={formatRate(summary.completionRate)} />
          <Stat label="Previous period" value={formatRate(summary.previousCompletionRate)} />
          <Stat label="Trend" value={formatTrend(summary.trend)} />
          <Stat label="Habit-days done" value={`${summary.completed} of ${summary.possible}`} />
        </dl>
      </Section>

      <Section id="habits" title="Habits" metric="completion-rate" description="Sort by any column.">
        <HabitTable habits={report.habits} />
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <MetricLink metric="current-streak" />
          <MetricLink metric="strength" />
          <MetricLink metric="trend" />
        </p>
      </Section>

      <Section
        id="weekdays"
        title="Weekdays"
        metric="weekday-profile"
        description="Completion in % by weekday: where you slip."
      >
        <WeekdayHeatmap report={report} />
      </Section>

      <TimeSection report={report} />
      <GoalsSection report={report} />
      <XpSection report={report} />

      <Section
        id="focus"
        title="Focus minutes"
        metric="focus-minutes"
        description={`${formatFocusMinutesTotal(summary.focusMinutes)} in the period.`}
      >
        <Suspense fallback={chartFallback}>
          <BarsChart
            data={report.focus.map((point) => ({
              name: formatPointDate(point.date, bucket),
              // Seconds of timed sessions make minutes fractional: a tenth is enough on a bar.
              value: Math.round(point.minutes * 10) / 10,
            }))}
            unit="min"
            label="Focus"
          />
        </Suspense>
        <ChartTable
          caption="Focus minutes over time"
          headers={[bucketLabels[bucket], 'Minutes']}
          rows={report.focus.map((point) => [formatPointDate(point.date, bucket), point.minutes])}
        />
      </Section>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-muted p-3">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function TimeSection({ report }: { report: TAnalyticsReportDto }) {
  const rows = [
    ...report.habits
      .filter((habit) => habit.secondsTracked > 0)
      .map((habit) => ({ name: habit.name, seconds: habit.secondsTracked, kind: 'Habit' })),
    ...report.skills
      .filter((skill) => skill.secondsInPeriod > 0)
      .map((skill) => ({ name: skill.name, seconds: skill.secondsInPeriod, kind: 'Skill' })),
  ];
  return (
    <Section
      id="time"
      title="Time tracked"
      metric="time-tracked"
      description="Per habit (time tracker) and per skill (practice)."
    >
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No time tracked in this period. Start the timer on a habit or log practice on a skill.
        </p>
      ) : (
        <>
          <Suspense fallback={chartFallback}>
            <BarsChart
              data={rows.map((row) => ({
                name: row.name,
                value: Math.round((row.seconds / 3600) * 10) / 10,
              }))}
              unit="h"
              label="Time"
            />
          </Suspense>
          <ChartTable
            caption="Time tracked"
            headers={['Name', 'Kind', 'Hours']}
            rows={rows.map((row) => [row.name, row.kind, formatHours(row.seconds)])}
          />
        </>
      )}
    </Section>
  );
}

function GoalsSection({ report }: { report: TAnalyticsReportDto }) {
  const goals = report.goals.filter((goal) => goal.targetValue !== null && goal.endDate !== null);
  return (
    <Section
      id="goals"
      title="Goals against their deadline"
      metric="goal-pace"
      description="Progress logged (solid) against the straight line to the target on the deadline (dashed)."
    >
      {goals.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No goal with a target and a deadline yet. Give a goal both on the goals page to see its pace.
        </p>
      ) : (
        goals.map((goal) => (
          <div key={goal.id} className="space-y-2">
            <h3 className="text-sm font-medium">
              {goal.name}
              <span className="ml-2 font-normal text-ink-muted">
                {goal.pace === null ? 'not started' : `pace ${formatPercent(goal.pace)} of the line`}
              </span>
            </h3>
            <Suspense fallback={chartFallback}>
              <GoalChart goal={goal} bucket={report.bucket} />
            </Suspense>
            <ChartTable
              caption={`${goal.name}: logged and on-pace progress`}
              headers={[
                bucketLabels[report.bucket],
                `Logged${goal.unit ? ` (${goal.unit})` : ''}`,
                'On pace',
              ]}
              rows={goal.points.map((point) => [
                formatPointDate(point.date, report.bucket),
                Math.round(point.logged * 100) / 100,
                point.expected === null ? '–' : Math.round(point.expected * 100) / 100,
              ])}
            />
          </div>
        ))
      )}
    </Section>
  );
}

function XpSection({ report }: { report: TAnalyticsReportDto }) {
  return (
    <Section id="xp" title="XP and levels" metric="xp-history">
      {report.skills.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No skills yet. Add a skill on the mastery page and log practice to earn XP.
        </p>
      ) : (
        <>
          <Suspense fallback={chartFallback}>
            <XpChart report={report} />
          </Suspense>
          <ChartTable
            caption="XP and level at the end of each period"
            headers={[
              bucketLabels[report.bucket],
              ...report.skills.map((skill) => `${skill.name} XP (level)`),
            ]}
            rows={report.daily.map((point, index) => [
              formatPointDate(point.date, report.bucket),
              ...report.skills.map((skill) => `${skill.xp[index]?.xp ?? 0} (${skill.xp[index]?.level ?? 1})`),
            ])}
          />
          <ul className="flex flex-wrap gap-2 text-sm">
            {report.skills.map((skill) => (
              <li key={skill.id} className="rounded-full bg-surface-muted px-3 py-1">
                {skill.name}: level {skill.xp.at(-1)?.level ?? 1}, {skill.xp.at(-1)?.xp ?? 0} XP
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
