import type { THabitDraft } from '@/domain/actions/create-habit.action';
import type { THabitChanges } from '@/domain/actions/update-habit.action';
import type { THabitScope } from '@/domain/http/server-rendered-queries';
import { api, readRequestError } from './api-client';
import type { TLogRequest } from './log-request';

export type { THabitScope, TLogRequest };

/** One day of the tracker: the habits in the user's order, each with that day's log and its stats. */
export async function fetchHabitsOfDay(date: string | null, scope: THabitScope) {
  const response = await api.habits.$get({
    query: { ...(date !== null && { date }), include_archived: scope === 'all' ? 'true' : 'false' },
  });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export type THabitsOfDay = Awaited<ReturnType<typeof fetchHabitsOfDay>>;
export type THabitOfDay = THabitsOfDay['habits'][number];
export type THabitLog = NonNullable<THabitOfDay['log']>;

export async function createHabit(draft: THabitDraft) {
  const response = await api.habits.$post({ json: draft });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export type THabit = Awaited<ReturnType<typeof createHabit>>['habit'];

export async function updateHabit(id: string, changes: THabitChanges) {
  const response = await api.habits[':id'].$patch({ param: { id }, json: changes });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function deleteHabit(id: string): Promise<void> {
  const response = await api.habits[':id'].$delete({ param: { id } });
  if (response.status !== 204) throw await readRequestError(response);
}

export async function reorderHabits(ids: string[]): Promise<void> {
  const response = await api.habits.order.$put({ json: { ids } });
  if (response.status !== 204) throw await readRequestError(response);
}

/** `idempotencyKey` makes the save safe to send again (the offline queue replays it under the same key). */
export async function saveHabitLog(request: TLogRequest, idempotencyKey: string) {
  const response = await api['habit-logs'].$put(
    { json: request },
    { headers: { 'idempotency-key': idempotencyKey } },
  );
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function fetchHabitLogs(query: { from: string; to: string; habit_id: string }) {
  const response = await api['habit-logs'].$get({ query });
  if (response.status !== 200) throw await readRequestError(response);
  return (await response.json()).logs;
}

export async function fetchDailyFocus(date: string) {
  const response = await api['daily-focus'][':date'].$get({ param: { date } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function saveDailyFocus(date: string, focus: string) {
  const response = await api['daily-focus'][':date'].$put({ param: { date }, json: { focus } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

/** Vacation mode: every habit paused from `start` (today by default) to `end` (null until ended). */
export async function startVacation(range: { start?: string; end: string | null }) {
  const response = await api.vacation.$put({ json: range });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function endVacation() {
  const response = await api.vacation.$delete();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}
