import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInstantShortDate } from '@/domain/dates/day-titles';
import type { TGoalWithProgress } from '../../lib/goals-api';

type TGoalProgressChartProps = { goal: TGoalWithProgress };

/**
 * The logged total over time (a running sum of the deltas). Recharts is heavy, so this lives only in
 * the lazily loaded details dialog. The chart is decorative for screen readers: the list of entries
 * beside it says the same.
 */
export function GoalProgressChart({ goal }: TGoalProgressChartProps) {
  let total = 0;
  const points = goal.progress_logs.map((log) => {
    total += log.delta;
    return { at: formatInstantShortDate(log.recorded_at), total };
  });
  return (
    <div aria-hidden="true" className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          // The chart is aria-hidden; its keyboard layer would be a focus stop nobody can hear.
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--line)" />
          <XAxis dataKey="at" tick={{ fontSize: 12, fill: 'var(--ink-muted)' }} />
          <YAxis tick={{ fontSize: 12, fill: 'var(--ink-muted)' }} />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="total"
            stroke="var(--accent)"
            strokeWidth={2}
            dot
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
