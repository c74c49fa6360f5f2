/**
 * The root of the skills queries (the focus sessions' is with the keys the server seeds). Their own module so that the realtime hook in the
 * app layout can mark them stale without pulling the mastery code into the first paint.
 */
export const skillsQueryRoot = ['skills'] as const;

export function skillQueryKey(id: string) {
  return [...skillsQueryRoot, 'detail', id] as const;
}
