import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFocusSessionEntry } from '@/domain/focus/focus-timer';
import { focusSessionsQueryRoot } from '@/domain/http/server-rendered-queries';
import { changeAgendaBlock } from '../lib/agenda-api';
import { createFocusSession, fetchFocusSessions } from '../lib/focus-sessions-api';
import { goalsQueryRoot } from '../lib/goals-query-key';
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

/**
 * Records an ended session, or, for a planned block of the agenda, records what was focused on that block
 * (it keeps its title); the caller decides what a failure means (the timer keeps the session).
 */
export function useSaveFocusSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entry, blockId }: { entry: TFocusSessionEntry; blockId: string | null }) => {
      if (blockId === null) await createFocusSession(entry);
      else await changeAgendaBlock(blockId, { started_at: entry.started_at, minutes: entry.minutes });
    },
    retry: 1,
    onSuccess: (_result, { entry }) => {
      void queryClient.invalidateQueries({ queryKey: focusSessionsQueryRoot });
      if (entry.goal_id) void queryClient.invalidateQueries({ queryKey: goalsQueryRoot });
    },
  });
}
