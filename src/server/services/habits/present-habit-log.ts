import type { habitLogs } from '../../db/schema';

export type THabitLogDto = {
  habit_id: string;
  date: string;
  value_number: number | null;
  value_boolean: boolean | null;
  time_tracked_seconds: number;
  is_complete: boolean;
};

export function presentHabitLog(row: typeof habitLogs.$inferSelect): THabitLogDto {
  return {
    habit_id: row.habitId,
    date: row.date,
    value_number: row.valueNumber,
    value_boolean: row.valueBoolean,
    time_tracked_seconds: row.timeTrackedSeconds,
    is_complete: row.isComplete,
  };
}
