import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { habitsQueryKey } from '@/domain/http/server-rendered-queries';
import { fetchHabitsOfDay, type THabitScope } from '../lib/habits-api';
import { mayHaveWaitingSaves } from '../lib/offline/waiting-saves-store';

/** Every cached day starts with this, so a save can update all of them at once. */
export const habitsQueryRoot = ['habits'] as const;

/** The logs of one habit over a range (the details calendar), refreshed with the days after any save. */
export const habitLogsQueryRoot = ['habit-logs'] as const;

/**
 * The cache does not refetch on mount (spec 9), but a day or calendar a save has invalidated while
 * it was off screen must not come back with old streaks.
 */
export const refetchIfInvalidated = (query: { state: { isInvalidated: boolean } }) =>
  query.state.isInvalidated;

export { habitsQueryKey };

/**
 * One day's list as a query: the page reads it, and the router starts it before the page has loaded.
 * Saves still waiting in the offline queue show over the server's answer until they are sent.
 */
export function habitsOfDayQuery(date: string | null, scope: THabitScope) {
  return {
    queryKey: habitsQueryKey(date, scope),
    queryFn: async () => {
      const day = await fetchHabitsOfDay(date, scope);
      if (!mayHaveWaitingSaves()) return day;
      return (await import('../lib/offline/offline-saves')).withWaitingSaves(day);
    },
  };
}

/**
 * The habits of one day. Moving to another day keeps the previous day on screen until the new one
 * arrives, so the list does not flash a skeleton; `isPlaceholderData` says the list is not that day yet.
 */
export function useHabitsOfDay(date: string | null, scope: THabitScope) {
  return useQuery({
    ...habitsOfDayQuery(date, scope),
    placeholderData: keepPreviousData,
    refetchOnMount: refetchIfInvalidated,
  });
}
