import { agendaQueryKey } from '@/domain/http/server-rendered-queries';
import { api, readRequestError } from './api-client';

/** The titled blocks of a planned day (the coach's schedule_day) that start on the date, by start. */
export async function fetchAgenda(date: string) {
  const response = await api.agenda.$get({ query: { date } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export type TAgenda = Awaited<ReturnType<typeof fetchAgenda>>;

/** Moves a block to another time of its day, or records what was focused when it ran. */
export async function changeAgendaBlock(
  id: string,
  change: { start_time: string } | { started_at: string; minutes: number },
) {
  const response = await api.agenda[':id'].$patch({ param: { id }, json: change });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function removeAgendaBlock(id: string): Promise<void> {
  const response = await api.agenda[':id'].$delete({ param: { id } });
  if (response.status !== 204) throw await readRequestError(response);
}

/** The agenda's query, under the focus sessions' root: the realtime notice for focus_sessions refreshes it. */
export function agendaQuery(day: string) {
  return { queryKey: agendaQueryKey(day), queryFn: () => fetchAgenda(day) };
}
