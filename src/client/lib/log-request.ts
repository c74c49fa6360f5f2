/**
 * One save of a day's log. Fields left out keep their stored value; add_time_tracked_seconds adds to
 * the tracked time on the server, so two tabs stopping their timers both count. Kept apart from
 * habits-api.ts so the service worker, which replays queued saves, can name it without the API client.
 */
export type TLogRequest = {
  habit_id: string;
  date?: string;
  value_boolean?: boolean;
  value_number?: number;
  add_time_tracked_seconds?: number;
};
