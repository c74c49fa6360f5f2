import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/date-key';
import { aggregateAnalyticsHistory, type TAnalyticsHistory } from './aggregate-analytics-history';
import { resolvePeriod } from './analytics-period';
import { buildAnalyticsReport } from './build-analytics-report';
import { buildDailyInsights } from './build-daily-insights';
import { buildDemoAnalyticsHistory } from './demo-analytics-history';
import { metricDefinitions } from './metric-definitions';

const today = '2026-03-14';
/** Two habits over a fortnight (2026-03-01, a Sunday, to the 14th): water every day, run on weekdays. */
const history: TAnalyticsHistory = {
  habits: [
    { id: 'water', name: 'Water', createdOn: '2026-03-01' },
    { id: 'run', name: 'Run', createdOn: '2026-03-08' },
  ],
  logs: [
    ...Array.from({ length: 14 }, (_, index) => ({
      habitId: 'water',
      date: addDays('2026-03-01', index),
      complete: true,
      seconds: 0,
    })),
    ...['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'].map((date) => ({
      habitId: 'run',
      date,
      complete: true,
      seconds: 1800,
    })),
  ],
  skills: [],
  goals: [
    {
      id: 'g',
      name: 'Run 100 km',
      unit: 'km',
      startDate: '2026-03-01',
      endDate: '2026-03-21',
      targetValue: 100,
      progress: [{ date: '2026-03-10', delta: 70 }],
    },
  ],
  focus: [{ date: '2026-03-12', minutes: 25 }],
};

describe('buildAnalyticsReport on a small fixed history', () => {
  const report = buildAnalyticsReport(
    aggregateAnalyticsHistory(history, resolvePeriod('7d', today, null), today, 'monday'),
  );

  it('gives the hand-computed rates, streaks and trend', () => {
    // 8th to 14th: water 7 of 7, run 5 of 7 → 12 of 14.
    expect(report.summary).toMatchObject({ completed: 12, possible: 14, focusMinutes: 25 });
    expect(report.summary.completionRate).toBeCloseTo(12 / 14);
    // The week before: water 7 of 7, run did not exist → 100 %; the trend is −14.3 points.
    expect(report.summary.previousCompletionRate).toBe(1);
    expect(report.summary.trend).toBe(-14.3);
    const run = report.habits.find((habit) => habit.id === 'run');
    expect(run).toMatchObject({ completed: 5, possible: 7, currentStreak: 5, bestStreak: 5, trend: null });
    expect(run?.secondsTracked).toBe(9000);
    expect(report.habits.find((habit) => habit.id === 'water')).toMatchObject({
      currentStreak: 14,
      trend: 0,
    });
  });

  it('shows the weekend slump and the streak about to break', () => {
    const saturday = report.weekdays.find((day) => day.weekday === 6);
    expect(saturday).toMatchObject({ completed: 1, possible: 2, rate: 0.5 });
    expect(report.weekdays[0]?.weekday).toBe(1);
    const streaks = report.insights.find((card) => card.id === 'streaks-at-risk');
    expect(streaks?.text).toBe('Not done yet today: Run (5 days).');
  });

  it('puts the goal against its line: 70 logged where the line is at 65', () => {
    const goal = report.goals[0];
    expect(goal?.points.at(-1)).toEqual({ date: today, logged: 70, expected: 65 });
    expect(goal?.pace).toBe(1.08);
  });

  it('never reports a lift on a week (under the minimum sample)', () => {
    expect(report.habits.every((habit) => habit.keystoneLift === null)).toBe(true);
  });
});

describe('buildDailyInsights on the same fortnight', () => {
  it('sums up yesterday, names the streak at risk and suggests one focus', () => {
    const month = buildAnalyticsReport(
      aggregateAnalyticsHistory(history, resolvePeriod('30d', today, null), today, 'monday'),
    );
    const now = new Date('2026-03-14T07:00:00Z');
    const { insights, metrics } = buildDailyInsights(month, today, now);
    expect(insights).toEqual({
      summary: 'Yesterday 2 of 2 habits were done (100%).',
      risks: ['Run: a 5-day streak ends tonight unless you do it today.'],
      focus: 'Give Run a fixed time today: done on 5 of the 7 days it was due in the last 30 (71%).',
      source: 'built-in',
      generated_at: '2026-03-14T07:00:00.000Z',
    });
    expect(metrics).toMatchObject({ yesterday_completed: 2, yesterday_possible: 2, streaks_at_risk: 1 });
  });

  // Issue 35: on day one the insight kept saying "Add a habit…" after seven habits existed.
  it('does not tell a person with habits made today to add one', () => {
    const dayOne: TAnalyticsHistory = {
      ...history,
      habits: history.habits.map((habit) => ({ ...habit, createdOn: today })),
      logs: [],
    };
    const report = buildAnalyticsReport(
      aggregateAnalyticsHistory(dayOne, resolvePeriod('30d', today, null), today, 'monday'),
    );
    const { insights, metrics } = buildDailyInsights(report, today, new Date('2026-03-14T07:00:00Z'));
    expect(insights.summary).toBe(
      'None of your 2 habits was due yesterday: each counts from the day it began, so today is the first day to check off.',
    );
    expect(metrics).toMatchObject({ habits: 2 });
    // Nor call a habit made this morning "done on 0% of the last 30 days".
    expect(insights.focus).toMatch(/^Give \w+ a fixed time today, and keep it every day/);
    expect(insights.focus).not.toContain('0%');
  });
});

// Issue 35: after two days of data the insights already named a "best weekday".
describe('the best and worst weekday card', () => {
  const cardOf = (days: number, period: '7d' | '30d') => {
    const start = addDays(today, 1 - days);
    const short: TAnalyticsHistory = {
      ...history,
      habits: [{ id: 'water', name: 'Water', createdOn: start }],
      logs: history.logs.filter(
        (log) => log.habitId === 'water' && log.date >= start && log.date !== '2026-03-14',
      ),
    };
    const report = buildAnalyticsReport(
      aggregateAnalyticsHistory(short, resolvePeriod(period, today, null), today, 'monday'),
    );
    return report.insights.find((card) => card.id === 'weekdays');
  };

  it('names no weekday before two full weeks of data', () => {
    expect(cardOf(2, '30d')).toBeUndefined();
    expect(cardOf(13, '30d')).toBeUndefined();
  });

  it('names one from two full weeks on', () => {
    expect(cardOf(14, '30d')?.text).toMatch(/is your best day/);
  });
});

describe('the public demo', () => {
  it('shows a keystone habit and every metric on a year', () => {
    const demo = buildDemoAnalyticsHistory(today);
    const report = buildAnalyticsReport(
      aggregateAnalyticsHistory(demo, resolvePeriod('year', today, null), today, 'monday'),
    );
    expect(report.bucket).toBe('week');
    expect(report.insights.map((card) => card.id)).toContain('keystone');
    expect(report.habits[0]?.keystoneLift).toBeGreaterThan(1.1);
    expect(report.skills[0]?.xp.at(-1)?.xp).toBeGreaterThan(2400);
  });

  it('defines each metric once, with a title, a definition and a formula', () => {
    const ids = metricDefinitions.map((metric) => metric.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const metric of metricDefinitions) expect(metric.formula).toContain('=');
  });
});
