import { isPlainObject } from '../actions/action-fields';
import { addDays } from '../dates/date-key';
import { formatPercent } from '../text/format-percent';
import type { TAnalyticsReport } from './build-analytics-report';
import { streakAtRiskMinimum } from './build-insight-cards';
import { minimumFocusSampleDays } from './metric-definitions';

/** What the insights card on /app shows; saved in daily_insights.insights. */
export type TDailyInsightsText = {
  summary: string;
  risks: string[];
  focus: string;
  /** Who wrote it: the built-in generator or the configured model. */
  source: 'built-in' | 'model';
  generated_at: string;
};

/**
 * The built-in generator: yesterday's summary, today's risks and one suggested focus, in plain words,
 * from the last 30 days' report (its last day is today). The metrics are the numbers the words rest on.
 */
export function buildDailyInsights(
  report: TAnalyticsReport,
  today: string,
  now: Date,
): { insights: TDailyInsightsText; metrics: Record<string, number | null> } {
  const yesterday = report.daily.find((point) => point.date === addDays(today, -1));
  const atRisk = report.habits
    .filter((habit) => !habit.doneToday && habit.currentStreak >= streakAtRiskMinimum)
    .sort((a, b) => b.currentStreak - a.currentStreak);
  // A habit expected on fewer days than a week is too new to be called the weakest (issue 35: on day one
  // a habit made that morning was "done on 0% of the last 30 days").
  const weakest = [...report.habits]
    .filter((habit) => habit.completionRate !== null && habit.possible >= minimumFocusSampleDays)
    .sort((a, b) => (a.trend ?? 0) - (b.trend ?? 0) || a.strength - b.strength)[0];
  const summary =
    yesterday && yesterday.possible > 0
      ? `Yesterday ${yesterday.completed} of ${yesterday.possible} habits were done (${formatPercent(yesterday.rate ?? 0)}).`
      : describeEmptyYesterday(report.habits.length);
  const risks = atRisk
    .slice(0, 3)
    .map(
      (habit) => `${habit.name}: a ${habit.currentStreak}-day streak ends tonight unless you do it today.`,
    );
  const focus = weakest
    ? `Give ${weakest.name} a fixed time today: done on ${weakest.completed} of the ${weakest.possible} days it was due in the last 30 (${formatPercent(weakest.completionRate ?? 0)}).`
    : describeFirstFocus(report.habits[0]?.name);
  return {
    insights: { summary, risks, focus, source: 'built-in', generated_at: now.toISOString() },
    metrics: {
      yesterday_completed: yesterday?.completed ?? 0,
      yesterday_possible: yesterday?.possible ?? 0,
      completion_rate_30d: report.summary.completionRate,
      trend_30d: report.summary.trend,
      streaks_at_risk: atRisk.length,
      // The insights of a day written before any habit existed are rewritten once one does.
      habits: report.habits.length,
    },
  };
}

/** Before any habit has a week behind it: how to start, with the first habit when there is one. */
function describeFirstFocus(firstHabit: string | undefined): string {
  return firstHabit
    ? `Give ${firstHabit} a fixed time today, and keep it every day: a set time is what makes a new habit stick.`
    : 'Pick one small habit to start with, and do it at the same time every day.';
}

/**
 * Nothing was expected yesterday: with no habit yet, how to start; with habits (issue 35: made today,
 * or all resting yesterday), not "add a habit" but what counts from here.
 */
function describeEmptyYesterday(habits: number): string {
  if (habits === 0) return 'No habits were due yesterday. Add a habit and check it off to see your day here.';
  const which =
    habits === 1
      ? 'Your habit was not due yesterday: it counts'
      : `None of your ${habits} habits was due yesterday: each counts`;
  return `${which} from the day it began, so today is the first day to check off.`;
}

/**
 * A model's insights, kept only when they have the card's three parts as text (the action validator
 * has already checked they form an object); otherwise null and the built-in ones are saved.
 */
export function readModelInsights(insights: unknown, now: Date): TDailyInsightsText | null {
  if (!isPlainObject(insights)) return null;
  const { summary, risks, focus } = insights as Record<string, unknown>;
  const texts = Array.isArray(risks) ? risks.filter((risk): risk is string => typeof risk === 'string') : [];
  if (
    typeof summary !== 'string' ||
    typeof focus !== 'string' ||
    summary.trim() === '' ||
    focus.trim() === ''
  ) {
    return null;
  }
  return {
    summary: summary.slice(0, 500),
    risks: texts.slice(0, 5).map((risk) => risk.slice(0, 300)),
    focus: focus.slice(0, 300),
    source: 'model',
    generated_at: now.toISOString(),
  };
}

/**
 * What "Ask the coach about these" sends: the day's insights, then a question both coaches read as a
 * review request (the built-in one answers it with a review of the last 2 weeks and one focus for today).
 */
export function buildInsightsCoachPrompt(insights: {
  summary: string | null;
  risks: string[];
  focus: string | null;
}) {
  const parts = [
    insights.summary,
    ...insights.risks,
    insights.focus ? `The suggestion: ${insights.focus}` : null,
  ];
  return `Today's insights: ${parts.filter(Boolean).join(' ')} What should I focus on today?`;
}
