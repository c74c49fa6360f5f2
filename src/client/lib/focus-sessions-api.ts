import type { TFocusSessionEntry } from '@/domain/focus/focus-timer';
import { api, readRequestError } from './api-client';

/** The latest focus sessions, newest first. */
export async function fetchFocusSessions(limit = 10) {
  const response = await api['focus-sessions'].$get({ query: { limit: String(limit) } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export type TFocusSession = Awaited<ReturnType<typeof fetchFocusSessions>>['focus_sessions'][number];

export async function createFocusSession(entry: TFocusSessionEntry) {
  const response = await api['focus-sessions'].$post({ json: entry });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}
