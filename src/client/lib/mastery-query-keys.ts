/**
 * The roots of the skills and focus-session queries. Their own module so that the realtime hook in the
 * app layout can mark them stale without pulling the mastery code into the first paint.
 */
export const skillsQueryRoot = ['skills'] as const;
export const focusSessionsQueryRoot = ['focus-sessions'] as const;

export function skillQueryKey(id: string) {
  return [...skillsQueryRoot, 'detail', id] as const;
}
