import { computeStreaks } from '../habits/compute-streaks';
import { computeStrength } from '../habits/compute-strength';
import type { TWeekday } from '../preferences/preference-options';
import { xpPerWeightedCompletion } from '../skills/compute-skill-xp';
import type { TAnalyticsInput } from './analytics-input';
import { previousPeriod, type TPeriod, weekdayOfDateKey } from './analytics-period';

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
  const completedByDay = new Map<string, number>();
  for (const log of done) if (inside(log.date, period)) addTo(completedByDay, log.date, 1);
  const previous = previousPeriod(period);
  return {
    period,
    today,
    weekStart,
    habits: history.habits.map((habit) => {
      const own = history.logs.filter((log) => log.habitId === habit.id && log.date <= today);
      const ownDone = own.filter((log) => log.complete);
      const dates = ownDone.map((log) => log.date);
      const startedOn = [habit.createdOn, ...own.map((log) => log.date)].sort()[0] ?? habit.createdOn;
      const inPeriod = ownDone.filter((log) => inside(log.date, period));
      const completedByWeekday = [0, 0, 0, 0, 0, 0, 0];
      for (const log of inPeriod) {
        const weekday = weekdayOfDateKey(log.date);
        completedByWeekday[weekday] = (completedByWeekday[weekday] ?? 0) + 1;
      }
      const streaks = computeStreaks(dates, today);
      return {
        id: habit.id,
        name: habit.name,
        startedOn,
        currentStreak: streaks.current,
        bestStreak: streaks.best,
        strength: computeStrength(
          { type: 'boolean', target: null, created_at: startedOn },
          own.map((log) => ({ date: log.date, value_boolean: log.complete, value_number: null })),
          today,
        ),
        doneToday: dates.includes(today),
        completed: inPeriod.length,
        previousCompleted: ownDone.filter((log) => inside(log.date, previous)).length,
        secondsTracked: own
          .filter((log) => inside(log.date, period))
          .reduce((sum, log) => sum + log.seconds, 0),
        othersOnDoneDays: inPeriod.reduce((sum, log) => sum + (completedByDay.get(log.date) ?? 1) - 1, 0),
        completedByWeekday,
      };
    }),
    completedByDay,
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
