import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { focusSessionsQueryRoot, preferencesQueryKey } from '@/domain/http/server-rendered-queries';
import { changeKinds, type TChangeKind } from '@/domain/realtime/change-event';
import { goalsQueryRoot } from '../lib/goals-query-key';
import { skillsQueryRoot } from '../lib/mastery-query-keys';
import { remindersQueryRoot } from '../lib/reminders-query-key';
import { apiFetch, serverUrl, usesBearerAuth } from '../lib/server-url';
import { habitsMutationKey, refreshedAfterHabitChanges } from './use-habit-mutations';
import { habitLogsQueryRoot, habitsQueryRoot } from './use-habits-of-day';

/**
 * Which cached queries an event makes stale. A goal's schedule, plan and accountability live in the
 * preferences metadata, and its progress follows habit logs, so goals go stale with those too; a
 * skill's XP counts the completed days of its linked habits, so skills do as well. The day's habits
 * carry the user's today, which follows the time zone in the preferences. The phone's scheduled
 * reminders follow all three (a day done, a pause, a new time zone).
 */
const staleKeysOfKind: Record<TChangeKind, readonly (readonly string[])[]> = {
  goals: [goalsQueryRoot],
  preferences: [preferencesQueryKey, goalsQueryRoot, habitsQueryRoot, remindersQueryRoot],
  habits: [habitsQueryRoot, habitLogsQueryRoot, goalsQueryRoot, skillsQueryRoot, remindersQueryRoot],
  habit_logs: [habitsQueryRoot, habitLogsQueryRoot, goalsQueryRoot, skillsQueryRoot, remindersQueryRoot],
  skills: [skillsQueryRoot],
  focus_sessions: [focusSessionsQueryRoot],
};

function readChangeKind(data: unknown): TChangeKind | null {
  if (typeof data !== 'string') return null;
  try {
    const { type } = JSON.parse(data) as { type?: unknown };
    return changeKinds.includes(type as TChangeKind) ? (type as TChangeKind) : null;
  } catch {
    return null;
  }
}

function invalidateKind(queryClient: QueryClient, kind: TChangeKind) {
  // While this page is saving habits, the last save to settle reads those again (news included).
  const isSavingHabits = queryClient.isMutating({ mutationKey: habitsMutationKey }) > 0;
  for (const queryKey of staleKeysOfKind[kind]) {
    if (isSavingHabits && refreshedAfterHabitChanges.includes(queryKey)) continue;
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Opens GET /api/realtime and calls back on every (re)connection and every event's data. The web app
 * uses EventSource (the session cookie, reconnection built in); the apps sign in with a bearer token,
 * which EventSource cannot send, so they read the same stream over fetch (followEventStream).
 */
function openChangeStream(onOpen: () => void, onData: (data: unknown) => void): () => void {
  if (usesBearerAuth) {
    // Only the apps read it this way, so the web's first load does not carry the reader.
    let stop: (() => void) | null = null;
    let closed = false;
    void import('../lib/follow-event-stream').then(({ followEventStream }) => {
      if (closed) return;
      stop = followEventStream(
        (signal) =>
          apiFetch(serverUrl('/api/realtime'), { signal, headers: { accept: 'text/event-stream' } }),
        { onOpen, onEvent: (event) => onData(event.data) },
      );
    });
    return () => {
      closed = true;
      stop?.();
    };
  }
  const source = new EventSource(serverUrl('/api/realtime'), { withCredentials: true });
  source.onopen = onOpen;
  source.onmessage = (event: MessageEvent) => onData(event.data);
  return () => source.close();
}

/**
 * Keeps this tab in step with the user's other tabs and devices: GET /api/realtime names what changed
 * and the matching queries refetch (those on screen at once, the others when next shown). Mount once,
 * in the signed-in layout. The stream reconnects by itself after a drop; since events sent while it
 * was away are lost, everything is marked stale on reconnect.
 *
 * Also listens for `goal-created` (spec 7), which whoever creates a goal (the goals page, the coach)
 * fires on window, so any list of goals reloads.
 */
export function useRealtime(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || (!usesBearerAuth && typeof EventSource === 'undefined')) return;
    let opened = false;
    return openChangeStream(
      () => {
        if (opened) for (const kind of changeKinds) invalidateKind(queryClient, kind);
        opened = true;
      },
      (data) => {
        const kind = readChangeKind(data);
        if (kind) invalidateKind(queryClient, kind);
      },
    );
  }, [signedIn, queryClient]);

  useEffect(() => {
    const reload = () => invalidateKind(queryClient, 'goals');
    window.addEventListener('goal-created', reload);
    return () => window.removeEventListener('goal-created', reload);
  }, [queryClient]);
}
