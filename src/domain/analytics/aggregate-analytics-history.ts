import { toEpochDay } from '../dates/date-key';
import { computeStreaks } from '../habits/compute-streaks';
import { computeStrength } from '../habits/compute-strength';
import type { TDayAmount } from '../habits/habit-day-verdict';
import { dailySchedule } from '../habits/habit-schedule';
import { buildHabitHistory } from '../habits/tally-habit-days';
import type { TWeekday } from '../preferences/preference-options';
import { xpPerWeightedCompletion } from '../skills/compute-skill-xp';
import type { TAnalyticsInput } from './analytics-input';
import type { TPeriod } from './analytics-period';
import { tallyAnalyticsHabits } from './tally-analytics-habits';

/** A whole history held in memory: the public demo's, and the reference the SQL aggregation matches. */
export type TAnalyticsHistory = {
  habits: readonly { id: string; name: string; createdOn: string }[];
  logs: readonly { habitId: string; date: string; complete: boolean; seconds: number }[];
  skills: readonly {
    id: string;
    name: string;
    baselineHours: number;
    practice: readonly { date: string; seconds: number; qualityRating: number | null }[];
    links: readonly { habitId: string; weight: number }[];
  }[];
  goals: readonly {
    id: string;
    name: string;
    unit: string | null;
    startDate: string;
    endDate: string | null;
    targetValue: number | null;
    progress: readonly { date: string; delta: number }[];
  }[];
  focus: readonly { date: string; minutes: number }[];
};

const inside = (date: string, { from, to }: TPeriod) => date >= from && date <= to;

function addTo(map: Map<string, number>, key: string, amount: number) {
  map.set(key, (map.get(key) ?? 0) + amount);
}

/** The aggregated input of one period, counted the way load-analytics-input.ts counts it in SQL. */
export function aggregateAnalyticsHistory(
  history: TAnalyticsHistory,
  period: TPeriod,
  today: string,
  weekStart: TWeekday,
): TAnalyticsInput {
  const done = history.logs.filter((log) => log.complete && log.date <= today);
  // The demo's habits are daily, never paused, and a complete log met its day (decision 0031).
  const sources = history.habits.map((habit) => {
    const own = done.filter((log) => log.habitId === habit.id);
    const startedOn = [habit.createdOn, ...own.map((log) => log.date)].sort()[0] ?? habit.createdOn;
    const amounts = own.map((log): [number, TDayAmount] => [toEpochDay(log.date), 'met']);
    const history = buildHabitHistory({
      schedule: dailySchedule,
      weekStart,
      createdOn: startedOn,
      pauses: [],
      amounts,
    });
    return { id: habit.id, name: habit.name, startedOn, history };
  });
  const asOf = period.to < today ? period.to : today;
  const tally = tallyAnalyticsHabits(sources, period, asOf, today);
  return {
    period,
    today,
    weekStart,
    habits: tally.habits.map((habit) => {
      const own = history.logs.filter((log) => log.habitId === habit.id && log.date <= today);
      const dates = own.filter((log) => log.complete).map((log) => log.date);
      const streaks = computeStreaks(dates, today);
      return {
        ...habit,
        currentStreak: streaks.current,
        bestStreak: streaks.best,
        strength: computeStrength(
          { type: 'boolean', target: null, created_at: habit.startedOn },
          own.map((log) => ({ date: log.date, value_boolean: log.complete, value_number: null })),
          today,
        ),
        secondsTracked: own
          .filter((log) => inside(log.date, period))
          .reduce((sum, log) => sum + log.seconds, 0),
      };
    }),
    days: tally.days,
    skills: history.skills.map((skill) => {
      const xpByDay = new Map<string, number>();
      let xpBefore = 0;
      const earn = (date: string, xp: number) => {
        if (date > period.to) return;
        if (date < period.from) xpBefore += xp;
        else addTo(xpByDay, date, xp);
      };
      for (const log of skill.practice) earn(log.date, (log.seconds * ((log.qualityRating ?? 3) + 2)) / 300);
      for (const link of skill.links) {
        for (const log of done) {
          if (log.habitId === link.habitId) earn(log.date, xpPerWeightedCompletion * link.weight);
        }
      }
      return {
        id: skill.id,
        name: skill.name,
        baselineHours: skill.baselineHours,
        secondsInPeriod: skill.practice
          .filter((log) => inside(log.date, period))
          .reduce((sum, log) => sum + log.seconds, 0),
        xpBefore,
        xpByDay,
      };
    }),
    goals: history.goals.map((goal) => {
      const deltaByDay = new Map<string, number>();
      let loggedBefore = 0;
      for (const log of goal.progress) {
        if (log.date < period.from) loggedBefore += log.delta;
        else if (log.date <= period.to) addTo(deltaByDay, log.date, log.delta);
      }
      const { progress: _progress, ...fields } = goal;
      return { ...fields, loggedBefore, deltaByDay };
    }),
    focusMinutesByDay: history.focus.reduce((map, session) => {
      if (inside(session.date, period)) addTo(map, session.date, session.minutes);
      return map;
    }, new Map<string, number>()),
  };
}
