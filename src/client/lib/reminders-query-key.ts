/**
 * The root of every reminders query (issue 21, decision 0027). Its own module so that the tracker's
 * live updates can mark reminders stale without pulling the reminders' requests into the tracker's chunk.
 */
export const remindersQueryRoot = ['reminders'] as const;
