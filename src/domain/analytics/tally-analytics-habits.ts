import { toEpochDay } from '../dates/date-key';
import { judgeHabitDay, type TDayTally, type THabitHistory } from '../habits/habit-day-verdict';
import { tallyHabitDays } from '../habits/tally-habit-days';
import { previousPeriod, type TPeriod } from './analytics-period';

export type TAnalyticsHabitSource = { id: string; name: string; startedOn: string; history: THabitHistory };

export type TAnalyticsHabitTally = {
  id: string;
  name: string;
  startedOn: string;
  /** Its verdict on `asOf` is done. */
  doneToday: boolean;
  /** Habit-days done and expected in the period and in the one before (decision 0031). */
  completed: number;
  possible: number;
  previousCompleted: number;
  previousPossible: number;
  /** Σ over its done days in the period of how many other habits were done that day. */
  othersOnDoneDays: number;
  /** Done and expected per weekday in the period, index 0 = Sunday. */
  weekdays: TDayTally[];
};

/**
 * Every analytics figure about habits, from the habits' verdicts (judgeHabitDays): per habit, per
 * weekday and per day (`days`, the day points: completed = done, possible = expected). Only days up to
 * today count: a day to come is not a figure yet. The server (load-analytics-input.ts) and the public
 * demo (aggregate-analytics-history.ts) both count through here.
 */
export function tallyAnalyticsHabits(
  habits: readonly TAnalyticsHabitSource[],
  period: TPeriod,
  asOf: string,
  today: string,
): { habits: TAnalyticsHabitTally[]; days: Map<string, TDayTally> } {
  const histories = habits.map((habit) => habit.history);
  const previous = previousPeriod(period);
  const upTo = (to: string) => (to < today ? to : today);
  const current = tallyHabitDays(histories, period.from, upTo(period.to), today);
  const before = tallyHabitDays(histories, previous.from, upTo(previous.to), today);
  const asOfDay = toEpochDay(asOf);
  const todayDay = toEpochDay(today);
  // The day tallies in date order from the period's first day, as tallyHabitDays lists them.
  const doneByOffset = [...current.days.values()].map((day) => day.done);
  return {
    days: current.days,
    habits: habits.map((habit, index) => {
      const own = current.habits[index] ?? { done: 0, expected: 0, weekdays: [] };
      let othersOnDoneDays = 0;
      (current.verdicts[index] ?? []).forEach((verdict, offset) => {
        if (verdict !== 'done') return;
        othersOnDoneDays += (doneByOffset[offset] ?? 1) - 1;
      });
      return {
        id: habit.id,
        name: habit.name,
        startedOn: habit.startedOn,
        doneToday: judgeHabitDay(habit.history, asOfDay, todayDay) === 'done',
        completed: own.done,
        possible: own.expected,
        previousCompleted: before.habits[index]?.done ?? 0,
        previousPossible: before.habits[index]?.expected ?? 0,
        othersOnDoneDays,
        weekdays: own.weekdays,
      };
    }),
  };
}
