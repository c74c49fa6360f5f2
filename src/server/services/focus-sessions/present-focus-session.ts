import type { focusSessions } from '../../db/schema';

export type TFocusSessionDto = {
  id: string;
  goal_id: string | null;
  habit_id: string | null;
  /** Set for a block planned by the coach's schedule_day. */
  title: string | null;
  minutes: number;
  started_at: string;
  created_at: string;
};

export function presentFocusSession(row: typeof focusSessions.$inferSelect): TFocusSessionDto {
  return {
    id: row.id,
    goal_id: row.goalId,
    habit_id: row.habitId,
    title: row.title,
    minutes: row.minutes,
    started_at: row.startedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
