import type { TWeekday } from '../preferences/preference-options';
import type { TAnalyticsInput } from './analytics-input';
import {
  bucketStart,
  chooseBucketSize,
  countPeriodDays,
  previousPeriod,
  type TBucketSize,
  type TPeriod,
} from './analytics-period';
import { buildInsightCards, type TInsightCard } from './build-insight-cards';
import {
  computeCompletionRate,
  computeDailyCompletion,
  computeTrend,
  computeWeekdayProfile,
  sumWeekdayProfiles,
  type TRatePoint,
  type TWeekdayRate,
} from './completion-metrics';
import { computeGoalPace, computeGoalSeries, type TGoalPacePoint } from './compute-goal-pace';
import { computeKeystoneLift } from './compute-keystone-lift';
import { computeXpHistory, type TXpPoint } from './compute-xp-history';

export type THabitAnalytics = {
  id: string;
  name: string;
  completed: number;
  possible: number;
  completionRate: number | null;
  trend: number | null;
  currentStreak: number;
  bestStreak: number;
  strength: number;
  doneToday: boolean;
  secondsTracked: number;
  keystoneLift: number | null;
  weekdays: TWeekdayRate[];
};

export type TAnalyticsReport = {
  period: TPeriod & { previousFrom: string; previousTo: string; days: number };
  bucket: TBucketSize;
  summary: {
    completed: number;
    possible: number;
    completionRate: number | null;
    previousCompletionRate: number | null;
    trend: number | null;
    secondsTracked: number;
    focusMinutes: number;
  };
  daily: TRatePoint[];
  weekdays: TWeekdayRate[];
  habits: THabitAnalytics[];
  skills: { id: string; name: string; secondsInPeriod: number; xp: TXpPoint[] }[];
  goals: {
    id: string;
    name: string;
    unit: string | null;
    targetValue: number | null;
    endDate: string | null;
    pace: number | null;
    points: TGoalPacePoint[];
  }[];
  focus: { date: string; minutes: number }[];
  insights: TInsightCard[];
};

/** Every metric of the analytics page from the aggregated input; the same for the API and the demo. */
export function buildAnalyticsReport(input: TAnalyticsInput): TAnalyticsReport {
  const { period, weekStart } = input;
  const previous = previousPeriod(period);
  const habits = input.habits.map((habit) => buildHabit(habit, input));
  const completed = sum(habits.map((habit) => habit.completed));
  const possible = sum(habits.map((habit) => habit.possible));
  const previousCompleted = sum(input.habits.map((habit) => habit.previousCompleted));
  const previousPossible = sum(input.habits.map((habit) => habit.previousPossible));
  const completionRate = computeCompletionRate(completed, possible);
  const previousCompletionRate = computeCompletionRate(previousCompleted, previousPossible);
  const daily = computeDailyCompletion(period, input.days, weekStart);
  const pointDates = daily.map((point) => point.date);
  const weekdays = sumWeekdayProfiles(
    habits.map((habit) => habit.weekdays),
    weekStart,
  );
  const report: Omit<TAnalyticsReport, 'insights'> = {
    period: {
      ...period,
      previousFrom: previous.from,
      previousTo: previous.to,
      days: countPeriodDays(period),
    },
    bucket: chooseBucketSize(period),
    summary: {
      completed,
      possible,
      completionRate,
      previousCompletionRate,
      trend: computeTrend(completionRate, previousCompletionRate),
      secondsTracked: sum(habits.map((habit) => habit.secondsTracked)),
      focusMinutes: sum([...input.focusMinutesByDay.values()]),
    },
    daily,
    weekdays,
    habits,
    skills: input.skills.map((skill) => ({
      id: skill.id,
      name: skill.name,
      secondsInPeriod: skill.secondsInPeriod,
      xp: computeXpHistory(skill.baselineHours, pointDates, period, skill.xpBefore, skill.xpByDay),
    })),
    goals: input.goals.map((goal) => {
      const points = computeGoalSeries(goal, pointDates, period, goal.loggedBefore, goal.deltaByDay);
      return {
        id: goal.id,
        name: goal.name,
        unit: goal.unit,
        targetValue: goal.targetValue,
        endDate: goal.endDate,
        pace: computeGoalPace(goal, points.at(-1)?.logged ?? goal.loggedBefore, input.today),
        points,
      };
    }),
    focus: bucketFocus(input.focusMinutesByDay, pointDates, period, weekStart),
  };
  return { ...report, insights: buildInsightCards(report, input.today) };
}

function buildHabit(habit: TAnalyticsInput['habits'][number], input: TAnalyticsInput): THabitAnalytics {
  const { completed, possible } = habit;
  const completionRate = computeCompletionRate(completed, possible);
  const previousRate = computeCompletionRate(habit.previousCompleted, habit.previousPossible);
  let othersOnAllDays = 0;
  for (const [day, tally] of input.days) {
    if (day >= habit.startedOn) othersOnAllDays += tally.done;
  }
  return {
    id: habit.id,
    name: habit.name,
    completed,
    possible,
    completionRate,
    trend: computeTrend(completionRate, previousRate),
    currentStreak: habit.currentStreak,
    bestStreak: habit.bestStreak,
    strength: habit.strength,
    doneToday: habit.doneToday,
    secondsTracked: habit.secondsTracked,
    keystoneLift: computeKeystoneLift({
      days: possible,
      doneDays: completed,
      othersOnDoneDays: habit.othersOnDoneDays,
      othersOnAllDays: othersOnAllDays - completed,
    }),
    weekdays: computeWeekdayProfile(habit.weekdays, input.weekStart),
  };
}

function bucketFocus(
  minutesByDay: ReadonlyMap<string, number>,
  pointDates: readonly string[],
  period: TPeriod,
  weekStart: TWeekday,
): { date: string; minutes: number }[] {
  const size = chooseBucketSize(period);
  const byBucket = new Map(pointDates.map((date) => [date, 0]));
  for (const [day, minutes] of minutesByDay) {
    const key = bucketStart(day, size, weekStart);
    if (byBucket.has(key)) byBucket.set(key, (byBucket.get(key) ?? 0) + minutes);
  }
  return [...byBucket].map(([date, minutes]) => ({ date, minutes }));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
