import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TAnalyticsReportDto } from '../../lib/analytics-api';
import { formatPointDate } from './analytics-format';

// Recharts is heavy: this module is loaded lazily by the analytics view, never by /app's first paint.
// Every chart is aria-hidden; the table drawn beside it (analytics-tables.tsx) says the same in words.

const tick = { fontSize: 12, fill: 'var(--ink-muted)' };
const margin = { top: 8, right: 8, bottom: 0, left: -12 };

function ChartFrame({ children }: { children: React.ReactElement }) {
  return (
    <div aria-hidden="true" className="h-52 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function CompletionChart({ report }: { report: TAnalyticsReportDto }) {
  const data = report.daily.map((point) => ({
    date: formatPointDate(point.date, report.bucket),
    rate: point.rate === null ? null : Math.round(point.rate * 100),
  }));
  return (
    <ChartFrame>
      <LineChart data={data} margin={margin} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--line)" vertical={false} />
        <XAxis dataKey="date" tick={tick} interval="preserveStartEnd" minTickGap={24} />
        <YAxis tick={tick} domain={[0, 100]} unit="%" />
        <Tooltip formatter={(value) => [`${value}%`, 'Completion']} />
        <Line dataKey="rate" stroke="var(--accent)" strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ChartFrame>
  );
}

export function BarsChart({
  data,
  unit,
  label,
}: {
  data: { name: string; value: number }[];
  unit: string;
  label: string;
}) {
  return (
    <ChartFrame>
      <BarChart data={data} margin={margin} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--line)" vertical={false} />
        <XAxis dataKey="name" tick={tick} interval="preserveStartEnd" minTickGap={12} />
        <YAxis tick={tick} allowDecimals />
        <Tooltip formatter={(value) => [`${value} ${unit}`, label]} />
        <Bar dataKey="value" fill="var(--accent)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

export function GoalChart({
  goal,
  bucket,
}: {
  goal: TAnalyticsReportDto['goals'][number];
  bucket: TAnalyticsReportDto['bucket'];
}) {
  const data = goal.points.map((point) => ({ ...point, date: formatPointDate(point.date, bucket) }));
  return (
    <ChartFrame>
      <LineChart data={data} margin={margin} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--line)" vertical={false} />
        <XAxis dataKey="date" tick={tick} interval="preserveStartEnd" minTickGap={24} />
        <YAxis tick={tick} />
        <Tooltip />
        <Line
          name="Logged"
          dataKey="logged"
          stroke="var(--accent)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          name="On pace"
          dataKey="expected"
          stroke="var(--ink-muted)"
          strokeDasharray="5 4"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFrame>
  );
}

export function XpChart({ report }: { report: TAnalyticsReportDto }) {
  const data = report.daily.map((point, index) => {
    const row: Record<string, string | number> = { date: formatPointDate(point.date, report.bucket) };
    for (const skill of report.skills) row[skill.name] = skill.xp[index]?.xp ?? 0;
    return row;
  });
  const colors = ['var(--accent)', 'var(--ink-muted)', '#d97706', '#0891b2', '#7c3aed'];
  return (
    <ChartFrame>
      <LineChart data={data} margin={margin} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--line)" vertical={false} />
        <XAxis dataKey="date" tick={tick} interval="preserveStartEnd" minTickGap={24} />
        <YAxis tick={tick} />
        <Tooltip />
        {report.skills.map((skill, index) => (
          <Line
            key={skill.id}
            dataKey={skill.name}
            stroke={colors[index % colors.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartFrame>
  );
}
