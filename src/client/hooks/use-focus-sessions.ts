import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFocusSessionEntry } from '@/domain/focus/focus-timer';
import { createFocusSession, fetchFocusSessions } from '../lib/focus-sessions-api';
import { goalsQueryRoot } from '../lib/goals-query-key';
import { focusSessionsQueryRoot } from '../lib/mastery-query-keys';
import { refetchIfInvalidated } from './use-habits-of-day';

const recentFocusSessionCount = 10;

/** The latest focus sessions, newest first. */
export function useFocusSessions() {
  return useQuery({
    queryKey: [...focusSessionsQueryRoot, recentFocusSessionCount],
    queryFn: () => fetchFocusSessions(recentFocusSessionCount),
    refetchOnMount: refetchIfInvalidated,
  });
}

/** Records an ended session; the caller decides what a failure means (the timer keeps the session). */
export function useSaveFocusSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TFocusSessionEntry) => createFocusSession(entry),
    retry: 1,
    onSuccess: (_result, entry) => {
      void queryClient.invalidateQueries({ queryKey: focusSessionsQueryRoot });
      if (entry.goal_id) void queryClient.invalidateQueries({ queryKey: goalsQueryRoot });
    },
  });
}
