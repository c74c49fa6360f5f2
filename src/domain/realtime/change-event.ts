/**
 * What GET /api/realtime pushes after a write: which of the user's data changed, so the browser
 * refetches that part. The event carries no rows: the next read is the truth, and a payload never
 * has to be kept in step with the API's shapes.
 */
export const changeKinds = [
  'goals',
  'preferences',
  'habits',
  'habit_logs',
  'skills',
  'focus_sessions',
] as const;
export type TChangeKind = (typeof changeKinds)[number];

export type TChangeEvent = { type: TChangeKind };

/** Spec 9, "Realtime events": 2 per second, so one every 500 ms at most. */
export const realtimeEventIntervalMs = 500;
