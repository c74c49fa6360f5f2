import { isExpected, type TDayAmount } from '@/domain/habits/habit-day-verdict';
import { buildHabitLogValues, type THabitLogValues } from '@/domain/habits/habit-log-value';
import { isDailySchedule } from '@/domain/habits/habit-schedule';
import { predictStreaksAfterToday } from '@/domain/habits/predict-streaks';
import { amountOfLog } from '@/domain/habits/tally-habit-days';
import type { THabitOfDay, THabitsOfDay, TLogRequest } from './habits-api';

/**
 * The verdict of a day once its new amount lands (decision 0031): met is done; a day asked for and not
 * met is partly done, missed or due. What else the period asks (another day of a "3 times a week"
 * habit) waits for the server.
 */
function predictVerdict(
  habit: THabitOfDay,
  amount: TDayAmount | null,
  isPast: boolean,
): THabitOfDay['day']['verdict'] {
  const { verdict } = habit.day;
  if (verdict === 'paused' || verdict === 'before-start') return verdict;
  if (amount === 'met') return 'done';
  const asked = verdict === 'done' ? habit.day.state !== 'rest' : isExpected(verdict);
  if (!asked) return verdict === 'done' ? 'rest' : verdict;
  if (amount === 'partial') return 'partial';
  return isPast ? 'missed' : 'due';
}

/** A check-in marks the day done at once; the period's tally waits for the server. */
function predictDay(habit: THabitOfDay, values: THabitLogValues, isPast: boolean): THabitOfDay['day'] {
  const isDone = values.is_complete;
  const verdict = predictVerdict(habit, amountOfLog(habit, values), isPast);
  const wasDone = habit.log?.is_complete ?? false;
  if (habit.day.state === 'paused' || wasDone === isDone) return { ...habit.day, verdict };
  const doneInPeriod = Math.max(0, habit.day.done_in_period + (isDone ? 1 : -1));
  const state = isDone ? 'done' : habit.day.needed_in_period === 0 ? 'rest' : 'due';
  return { ...habit.day, state, done_in_period: doneInPeriod, verdict };
}

/**
 * Today's check-in moves a daily habit's streak at once; strength, and the streak of a habit on
 * another schedule (whose period may or may not be met by it), wait for the server.
 */
function predictStats(habit: THabitOfDay, isDone: boolean): THabitOfDay['stats'] {
  if (!isDailySchedule(habit.schedule)) return habit.stats;
  const { current, best } = predictStreaksAfterToday(
    { current: habit.stats.current_streak, best: habit.stats.best_streak },
    { wasDone: habit.log?.is_complete ?? false, isDone },
  );
  return { ...habit.stats, current_streak: current, best_streak: best };
}

/**
 * A day as it will be once a save of a value has landed, built by the rule the server applies from
 * the cached habit: shown at once while the save is on its way, and over the server's day while the
 * save waits in the offline queue. Tracked time shows when the server has added it.
 */
export const predictLogSave =
  ({ habit_id, date, value_boolean, value_number }: TLogRequest) =>
  (day: THabitsOfDay): THabitsOfDay => {
    if (day.date !== date || (value_boolean === undefined && value_number === undefined)) return day;
    return {
      ...day,
      habits: day.habits.map((habit) => {
        if (habit.id !== habit_id) return habit;
        const values = buildHabitLogValues(habit, {
          value_boolean,
          value_number,
          time_tracked_seconds: habit.log?.time_tracked_seconds,
        });
        return {
          ...habit,
          log: { habit_id, date, ...values },
          stats: date === day.today ? predictStats(habit, values.is_complete) : habit.stats,
          day: predictDay(habit, values, date < day.today),
        };
      }),
    };
  };
