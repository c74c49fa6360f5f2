/**
 * The root of every goals query. Its own module so that the tracker's habit mutations can mark goals
 * stale (progress follows habit logs) without pulling the goals code into the tracker's chunk.
 */
export const goalsQueryRoot = ['goals'] as const;
