import { weekdayNames } from '../preferences/preference-options';
import { formatPercent } from '../text/format-percent';
import type { TAnalyticsReport } from './build-analytics-report';
import { minimumSampleDaysPerWeekday, minimumWeekdaySampleDays, type TMetricId } from './metric-definitions';

export type TInsightCard = { id: string; metric: TMetricId; title: string; text: string };

/** A streak this long or longer, not yet done today, is "about to break" tonight. */
export const streakAtRiskMinimum = 2;
/** A keystone habit is named only when the rest gets at least this much more done with it. */
export const keystoneLiftMinimum = 1.1;

type TReportForCards = Omit<TAnalyticsReport, 'insights'>;

/** The plain-words cards above the charts: each says what a number means, or is left out. */
export function buildInsightCards(report: TReportForCards, today: string): TInsightCard[] {
  return [
    mostAtRisk(report),
    bestAndWorstWeekday(report),
    streaksAboutToBreak(report, today),
    keystoneHabit(report),
  ].filter((card): card is TInsightCard => card !== null);
}

function weekdayLabel(weekday: number): string {
  const name = weekdayNames[weekday] ?? 'sunday';
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The habit whose rate fell most against the previous period, else the weakest one. */
function mostAtRisk({ habits }: TReportForCards): TInsightCard | null {
  const rated = habits.filter((habit) => habit.completionRate !== null);
  const falling = rated
    .filter((habit) => (habit.trend ?? 0) < 0)
    .sort((a, b) => (a.trend ?? 0) - (b.trend ?? 0));
  const habit = falling[0] ?? [...rated].sort((a, b) => a.strength - b.strength)[0];
  if (!habit || habit.completionRate === null) return null;
  const change =
    habit.trend !== null && habit.trend < 0
      ? `, ${Math.abs(habit.trend)} points down on the period before`
      : '';
  return {
    id: 'most-at-risk',
    metric: 'trend',
    title: 'Most at risk',
    text: `${habit.name}: done on ${formatPercent(habit.completionRate)} of its days${change}.`,
  };
}

/** Weekdays seen on enough days with something expected to be compared (metric-definitions.ts). */
export function readComparableWeekdays(daily: readonly { date: string; possible: number }[]): Set<number> {
  const expectedDays = daily.filter((point) => point.possible > 0);
  if (expectedDays.length < minimumWeekdaySampleDays) return new Set();
  const seen = new Map<number, number>();
  for (const point of expectedDays) {
    const weekday = new Date(`${point.date}T00:00:00Z`).getUTCDay();
    seen.set(weekday, (seen.get(weekday) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, days]) => days >= minimumSampleDaysPerWeekday).map(([day]) => day));
}

function bestAndWorstWeekday({ weekdays, daily }: TReportForCards): TInsightCard | null {
  const comparable = readComparableWeekdays(daily);
  const rated = weekdays.filter((day) => day.rate !== null && comparable.has(day.weekday));
  if (rated.length < 2) return null;
  const sorted = [...rated].sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0));
  const best = sorted[0];
  const worst = sorted.at(-1);
  if (!best || !worst || best.rate === worst.rate) return null;
  return {
    id: 'weekdays',
    metric: 'weekday-profile',
    title: 'Best and worst weekday',
    text: `${weekdayLabel(best.weekday)} is your best day (${formatPercent(best.rate ?? 0)}), ${weekdayLabel(worst.weekday)} your worst (${formatPercent(worst.rate ?? 0)}).`,
  };
}

function streaksAboutToBreak({ habits, period }: TReportForCards, today: string): TInsightCard | null {
  if (period.to !== today) return null;
  const atRisk = habits
    .filter((habit) => !habit.doneToday && habit.currentStreak >= streakAtRiskMinimum)
    .sort((a, b) => b.currentStreak - a.currentStreak);
  if (atRisk.length === 0) return null;
  const names = atRisk.slice(0, 3).map((habit) => `${habit.name} (${habit.currentStreak} days)`);
  const more = atRisk.length > 3 ? ` and ${atRisk.length - 3} more` : '';
  return {
    id: 'streaks-at-risk',
    metric: 'current-streak',
    title: 'Streaks about to break',
    text: `Not done yet today: ${names.join(', ')}${more}.`,
  };
}

function keystoneHabit({ habits }: TReportForCards): TInsightCard | null {
  const best = habits
    .filter((habit) => habit.keystoneLift !== null && habit.keystoneLift >= keystoneLiftMinimum)
    .sort((a, b) => (b.keystoneLift ?? 0) - (a.keystoneLift ?? 0))[0];
  if (!best || best.keystoneLift === null) return null;
  return {
    id: 'keystone',
    metric: 'keystone-lift',
    title: 'Keystone habit',
    text: `On days you do ${best.name}, you do ${Math.round((best.keystoneLift - 1) * 100)} % more of your other habits.`,
  };
}
