import type { focusSessions } from '../../db/schema';

export type TFocusSessionDto = {
  id: string;
  goal_id: string | null;
  habit_id: string | null;
  /** Set for a block planned by the coach's schedule_day. */
  title: string | null;
  minutes: number;
  /** The seconds of a timed session (issue 35); null when it was given in whole minutes. */
  seconds: number | null;
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
    seconds: row.seconds,
    started_at: row.startedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
