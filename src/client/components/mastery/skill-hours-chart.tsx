import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { buildNiceTicks } from '@/domain/charts/nice-ticks';
import { formatShortDate } from '@/domain/dates/day-titles';
import type { TSkillDetail } from '../../lib/skills-api';

/**
 * Hours practised in each of the last 12 weeks (on the user's week start), on an axis of round numbers. Recharts is heavy, so the page
 * loads this lazily. Decorative for screen readers: the table beside it says the same.
 */
export function SkillHoursChart({ weeks }: { weeks: TSkillDetail['weekly_hours'] }) {
  const points = weeks.map((week) => ({
    week: formatShortDate(week.week_start),
    hours: week.hours,
  }));
  const ticks = buildNiceTicks(Math.max(0, ...points.map((point) => point.hours)));
  return (
    <div aria-hidden="true" className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          // The chart is aria-hidden; its keyboard layer would be a focus stop nobody can hear.
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--line)" vertical={false} />
          <XAxis
            dataKey="week"
            tick={{ fontSize: 12, fill: 'var(--ink-muted)' }}
            interval="preserveStartEnd"
          />
          <YAxis
            tick={{ fontSize: 12, fill: 'var(--ink-muted)' }}
            ticks={ticks}
            domain={[0, ticks.at(-1) ?? 1]}
            allowDecimals
          />
          <Tooltip formatter={(value) => [`${value} h`, 'Hours']} />
          <Bar dataKey="hours" fill="var(--accent)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
