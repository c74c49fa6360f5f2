import { isDailySchedule } from '@/domain/habits/habit-schedule';
import { isPausedOn } from '@/domain/habits/pause-ranges';
import type { THabit, THabitOfDay, THabitsOfDay } from './habits-api';

/** Until the server says: a habit made today began today; a schedule's period waits for the server. */
function firstVerdict(day: THabitsOfDay, habit: THabit): THabitOfDay['day']['verdict'] {
  if (day.date < day.today) return 'before-start';
  if (day.vacation && isPausedOn([day.vacation], day.date)) return 'paused';
  return isDailySchedule(habit.schedule) ? 'due' : 'open';
}

/**
 * The day's list with a habit the server just created, as it shows before its first log. Once only: a
 * refetch that landed while the create was on its way (a realtime event, another change's refresh)
 * may have brought it already, and a habit listed twice showed as two rows.
 */
export function addCreatedHabit(day: THabitsOfDay, habit: THabit): THabitsOfDay {
  if (day.habits.some((listed) => listed.id === habit.id)) return day;
  return {
    ...day,
    habits: [
      ...day.habits,
      {
        ...habit,
        log: null,
        stats: { current_streak: 0, best_streak: 0, strength: 0 },
        day: { state: 'due', done_in_period: 0, needed_in_period: 1, verdict: firstVerdict(day, habit) },
        pause: null,
        paused_ranges: day.vacation ? [day.vacation] : [],
      },
    ],
  };
}
