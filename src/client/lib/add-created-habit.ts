import type { THabit, THabitsOfDay } from './habits-api';

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
        day: { state: 'due', done_in_period: 0, needed_in_period: 1 },
        pause: null,
        paused_ranges: day.vacation ? [day.vacation] : [],
      },
    ],
  };
}
