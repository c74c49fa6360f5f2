import type { QueryClient } from '@tanstack/react-query';
import { listTouchedAreas, type TTouchedArea } from '@/domain/coach/action-touched-areas';
import type { TRunActionResponse } from '@/domain/coach/chat-types';
import { focusSessionsQueryRoot, preferencesQueryKey } from '@/domain/http/server-rendered-queries';
import { habitLogsQueryRoot, habitsQueryRoot } from '../hooks/use-habits-of-day';
import { goalsQueryRoot } from './goals-query-key';
import { skillsQueryRoot } from './mastery-query-keys';

const staleKeysOfArea: Record<TTouchedArea, readonly (readonly string[])[]> = {
  habits: [habitsQueryRoot, habitLogsQueryRoot],
  goals: [goalsQueryRoot],
  skills: [skillsQueryRoot],
  focus: [['daily-focus'], focusSessionsQueryRoot],
  preferences: [preferencesQueryKey],
};

const createdEvents: Partial<Record<TRunActionResponse['created'][number]['type'], string>> = {
  habit: 'habit-created',
  goal: 'goal-created',
};

/**
 * What the rest of the app must notice once a coach action ran: the lists it changed refetch (those on
 * screen at once), and a new habit or goal is announced on window (spec 7), as the app's own forms do.
 */
export function applyActionEffects(
  queryClient: QueryClient,
  action: unknown,
  result: TRunActionResponse,
): void {
  for (const area of listTouchedAreas(action)) {
    for (const queryKey of staleKeysOfArea[area]) void queryClient.invalidateQueries({ queryKey });
  }
  for (const created of result.created) {
    const eventName = createdEvents[created.type];
    if (eventName) window.dispatchEvent(new CustomEvent(eventName, { detail: { id: created.id } }));
  }
}
