import type { TDayTally } from '../habits/habit-day-verdict';
import type { TWeekday } from '../preferences/preference-options';
import type { TPeriod } from './analytics-period';
import type { TAnalyticsHabitTally } from './tally-analytics-habits';

/**
 * What the analytics report is computed from: per-day and per-habit counts, never single logs. The
 * server aggregates these in SQL (load-analytics-input.ts); the public demo builds them from a
 * generated history (build-demo-analytics-input.ts). Dates are the user's local calendar dates.
 */
export type TAnalyticsInput = {
  period: TPeriod;
  today: string;
  weekStart: TWeekday;
  /** Per habit its figures (tallyAnalyticsHabits) with its streaks, strength and time tracked. */
  habits: readonly (TAnalyticsHabitTally & {
    currentStreak: number;
    bestStreak: number;
    strength: number;
    secondsTracked: number;
  })[];
  /** Habit-days done and expected per date in the period, up to today (decision 0031). */
  days: ReadonlyMap<string, TDayTally>;
  skills: readonly {
    id: string;
    name: string;
    baselineHours: number;
    secondsInPeriod: number;
    xpBefore: number;
    xpByDay: ReadonlyMap<string, number>;
  }[];
  goals: readonly {
    id: string;
    name: string;
    unit: string | null;
    startDate: string;
    endDate: string | null;
    targetValue: number | null;
    loggedBefore: number;
    deltaByDay: ReadonlyMap<string, number>;
  }[];
  focusMinutesByDay: ReadonlyMap<string, number>;
};
