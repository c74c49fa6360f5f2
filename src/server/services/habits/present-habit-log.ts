import { habitLogs } from '../../db/schema';

export type THabitLogDto = {
  habit_id: string;
  date: string;
  value_number: number | null;
  value_boolean: boolean | null;
  time_tracked_seconds: number;
  is_complete: boolean;
};

/** The columns a log's answer is made of: a query for it reads these and no more. */
export const habitLogAnswerColumns = {
  habitId: habitLogs.habitId,
  date: habitLogs.date,
  valueNumber: habitLogs.valueNumber,
  valueBoolean: habitLogs.valueBoolean,
  timeTrackedSeconds: habitLogs.timeTrackedSeconds,
  isComplete: habitLogs.isComplete,
};

export type THabitLogRow = Pick<
  typeof habitLogs.$inferSelect,
  'habitId' | 'date' | 'valueNumber' | 'valueBoolean' | 'timeTrackedSeconds' | 'isComplete'
>;

export function presentHabitLog(row: THabitLogRow): THabitLogDto {
  return {
    habit_id: row.habitId,
    date: row.date,
    value_number: row.valueNumber,
    value_boolean: row.valueBoolean,
    time_tracked_seconds: row.timeTrackedSeconds,
    is_complete: row.isComplete,
  };
}
