import type { TWeekday } from '../preferences/preference-options';
import type { TPeriod } from './analytics-period';

/**
 * What the analytics report is computed from: per-day and per-habit counts, never single logs. The
 * server aggregates these in SQL (load-analytics-input.ts); the public demo builds them from a
 * generated history (build-demo-analytics-input.ts). Dates are the user's local calendar dates.
 */
export type TAnalyticsInput = {
  period: TPeriod;
  today: string;
  weekStart: TWeekday;
  habits: readonly {
    id: string;
    name: string;
    /** Its creation date, or its first log when earlier. */
    startedOn: string;
    currentStreak: number;
    bestStreak: number;
    strength: number;
    doneToday: boolean;
    /** Complete days in the period and in the previous period of the same length. */
    completed: number;
    previousCompleted: number;
    secondsTracked: number;
    /** Σ over its complete days in the period of how many other habits were complete that day. */
    othersOnDoneDays: number;
    /** Complete days in the period per weekday, index 0 = Sunday. */
    completedByWeekday: readonly number[];
  }[];
  /** Complete habit-days per date in the period. */
  completedByDay: ReadonlyMap<string, number>;
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
