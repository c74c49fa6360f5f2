/**
 * Every analytics metric, defined once: /docs/analytics-metrics renders this list, and every number on
 * /in/analytics links to its entry by id (#completion-rate and so on). Change a formula here and in
 * its function together (the functions name their metric id in their comments; the report's insight
 * cards carry the id they explain, typed as TMetricId).
 */
export type TMetricDefinition = {
  id: string;
  title: string;
  definition: string;
  formula: string;
};

export const minimumLiftSampleDays = 7;
/**
 * "Best and worst weekday" is only claimed from two full weeks of days on which something was expected,
 * and compares only weekdays seen on at least two of them (issue 35: after two days of data the insights
 * already named a best weekday).
 */
export const minimumWeekdaySampleDays = 14;
/** Days a habit must have been expected before the daily insights call it the one to give a fixed time. */
export const minimumFocusSampleDays = 7;
export const minimumSampleDaysPerWeekday = 2;

export const metricDefinitions = [
  {
    id: 'completion-rate',
    title: 'Completion rate',
    definition:
      'The share of the habit-days in the period on which the habit was complete. A habit counts from the day it was created (or its first log, if earlier); archived habits are left out. A period in which no habit existed has no rate rather than a rate of 0.',
    formula: 'completion rate = completed habit-days ÷ possible habit-days',
  },
  {
    id: 'daily-completion-rate',
    title: 'Daily completion rate',
    definition:
      'For each day, the share of the habits that existed that day which were complete. Long periods are shown per week or per month: the rate of a week is its completed habit-days over its possible habit-days, not an average of daily rates.',
    formula: 'rate(day) = habits complete that day ÷ habits that existed that day',
  },
  {
    id: 'current-streak',
    title: 'Current streak',
    definition:
      'Consecutive completed days counting back from today, or from yesterday while today is not done yet: a streak is not broken until the day is over.',
    formula: 'current streak = length of the run of completed days ending today or yesterday',
  },
  {
    id: 'best-streak',
    title: 'Best streak',
    definition: 'The longest run of consecutive completed days the habit ever had, up to today.',
    formula: 'best streak = max over runs of consecutive completed days',
  },
  {
    id: 'strength',
    title: 'Strength',
    definition:
      'An exponential moving average of each day’s progress since the habit began, the way Loop Habit Tracker scores habits: recent days weigh most, a missed day lowers it a little, a long gap a lot. A habit done every day reaches half strength after 13 days.',
    formula: 'strength(today) = strength(yesterday) × m + progress(today) × (1 − m), m = 0.5^(1/13)',
  },
  {
    id: 'trend',
    title: 'Trend',
    definition:
      'How the completion rate of the period compares with the period of the same length just before it, in percentage points. When the habit did not exist in the previous period there is no trend.',
    formula: 'trend = completion rate(period) − completion rate(previous period of equal length)',
  },
  {
    id: 'weekday-profile',
    title: 'Weekday profile',
    definition: `The completion rate of each weekday in the period, for all habits and for each habit: which days you slip. Weekdays are read from the calendar dates you logged, in your time zone, and shown from your week start. A best or worst weekday is only named once there are at least ${minimumWeekdaySampleDays} days on which some habit was expected (two full weeks), and only among weekdays seen on at least ${minimumSampleDaysPerWeekday} of those days, so that one good Monday is not called a pattern.`,
    formula: 'rate(weekday) = completed habit-days on that weekday ÷ possible habit-days on that weekday',
  },
  {
    id: 'keystone-lift',
    title: 'Keystone lift',
    definition: `How much more of your other habits gets done on the days one habit is done than on the days it is not. A lift of 1.4 means 40 % more of the rest. It is only reported when there are at least ${minimumLiftSampleDays} days with the habit done and ${minimumLiftSampleDays} days without it in the period, so that noise is not shown as insight.`,
    formula:
      'lift(A) = (other habits done per day on days A was done) ÷ (other habits done per day on days A was not done)',
  },
  {
    id: 'time-tracked',
    title: 'Time tracked',
    definition:
      'Time recorded with the time tracker on each habit, and practice time logged on each skill, in the period.',
    formula: 'time(habit) = Σ time_tracked_seconds; time(skill) = Σ practice seconds of its subskills',
  },
  {
    id: 'goal-pace',
    title: 'Goal pace',
    definition:
      'A goal with a target and a deadline is on pace when the progress logged so far is at least where a straight line from 0 on its start date to the target on its deadline is today. Pace is that ratio: 1 is exactly on the line.',
    formula: 'expected(day) = target × (day − start) ÷ (deadline − start); pace = logged ÷ expected(today)',
  },
  {
    id: 'xp-history',
    title: 'XP and levels over time',
    definition:
      'Each skill’s XP at the end of each day, week or month, by the same rule as the mastery page: baseline hours, practice minutes weighted by quality, and completed days of linked habits. The level follows from the XP.',
    formula:
      'XP(day) = 60 × baseline hours + Σ minutes × (rating + 2) ÷ 5 + Σ 10 × weight × completed days, up to day',
  },
  {
    id: 'focus-minutes',
    title: 'Focus minutes',
    definition: 'Minutes of focus sessions started in the period, by the local date they started on.',
    formula: 'focus minutes(day) = Σ minutes of the sessions started that day',
  },
] as const satisfies readonly TMetricDefinition[];

export type TMetricId = (typeof metricDefinitions)[number]['id'];

/** The docs anchor for a metric, what every number on the analytics page links to. */
export function metricDocsPath(id: TMetricId): string {
  return `/docs/analytics-metrics#${id}`;
}
