import type { TPreferenceChanges } from '@/domain/actions/update-user-preferences.action';
import { api, readRequestError } from './api-client';

export async function fetchPreferences() {
  const response = await api.preferences.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export type TPreferences = Awaited<ReturnType<typeof fetchPreferences>>;

/** Saves some preferences; the answer carries the saved row and the rules' warnings. */
export async function updatePreferences(changes: TPreferenceChanges) {
  const response = await api.preferences.$patch({ json: changes });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}
