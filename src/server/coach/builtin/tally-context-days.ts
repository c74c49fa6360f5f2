import { toEpochDay } from '../../../domain/dates/date-key';
import type { TDayAmount } from '../../../domain/habits/habit-day-verdict';
import { dailySchedule } from '../../../domain/habits/habit-schedule';
import {
  amountOfLog,
  buildHabitHistory,
  type TRangeTally,
  tallyHabitDays,
} from '../../../domain/habits/tally-habit-days';
import type { TCoachContext } from '../coach-provider';

/**
 * The active habits' verdicts from `from` to `to` as the tracker and analytics judge them (decision
 * 0031), from the context's recent logs, first days and pauses: what every figure the coach quotes is.
 */
export function tallyContextDays(
  context: TCoachContext,
  from: string,
  to: string,
): { tally: TRangeTally; habits: TCoachContext['habits'] } {
  const active = context.habits.filter((habit) => habit.active);
  const histories = active.map((habit) => {
    const amounts: [number, TDayAmount][] = [];
    for (const log of context.recent_logs) {
      if (log.habit_id !== habit.id) continue;
      const amount = amountOfLog(habit, log);
      if (amount !== null) amounts.push([toEpochDay(log.date), amount]);
    }
    return buildHabitHistory({
      schedule: habit.schedule ?? dailySchedule,
      weekStart: context.week_start,
      createdOn: habit.started_on ?? habit.created_at.slice(0, 10),
      pauses: habit.paused_ranges ?? [],
      amounts,
    });
  });
  return { tally: tallyHabitDays(histories, from, to, context.today), habits: active };
}
