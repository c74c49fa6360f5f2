import { addDays, diffDays } from '../../../domain/dates/date-key';
import type { TCoachContext } from '../coach-provider';

/** How each active habit went over the last 14 days (today included), from the context's logs. */
export type THabitSummary = {
  habit: TCoachContext['habits'][number];
  completedDays: number;
  /** Days the habit existed in the window: a habit made 5 days ago is judged on 5 days, not 14. */
  possibleDays: number;
  rate: number;
  doneToday: boolean;
};

export const reviewWindowDays = 14;

export function summarizeHabits(context: TCoachContext): THabitSummary[] {
  const windowStart = addDays(context.today, -(reviewWindowDays - 1));
  return context.habits
    .filter((habit) => habit.active)
    .map((habit) => {
      const created = habit.created_at.slice(0, 10);
      const age = created > windowStart ? diffDays(context.today, created) + 1 : reviewWindowDays;
      const possibleDays = Math.min(Math.max(age, 1), reviewWindowDays);
      const dates = new Set(
        context.recent_logs
          .filter(
            (log) =>
              log.habit_id === habit.id &&
              log.is_complete &&
              log.date >= windowStart &&
              log.date <= context.today,
          )
          .map((log) => log.date),
      );
      const completedDays = Math.min(dates.size, possibleDays);
      return {
        habit,
        completedDays,
        possibleDays,
        rate: completedDays / possibleDays,
        doneToday: dates.has(context.today),
      };
    })
    .sort(
      (a, b) =>
        b.rate - a.rate || b.completedDays - a.completedDays || a.habit.name.localeCompare(b.habit.name),
    );
}
