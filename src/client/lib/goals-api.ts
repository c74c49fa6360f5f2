import type { TScheduleEntry } from '@/domain/goals/compute-weekly-hours';
import { api, readRequestError } from './api-client';

/** The user's goals by created_at, each with its baselines, links, progress logs, metadata and progress. */
export async function fetchGoals() {
  const response = await api.goals.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export type TGoalsList = Awaited<ReturnType<typeof fetchGoals>>;
export type TGoalWithProgress = TGoalsList['goals'][number];

/**
 * The goal fields the form sends. The server checks them by the create_goal / update_goal rules;
 * fields those rules do not know (type, priority, start_date) are ignored there for now.
 */
export type TGoalFields = Record<string, string | number | null>;

export async function createGoal(fields: TGoalFields) {
  const response = await api.goals.$post({ json: fields });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export type TGoal = Awaited<ReturnType<typeof createGoal>>['goal'];

export async function updateGoal(id: string, changes: TGoalFields) {
  const response = await api.goals[':id'].$patch({ param: { id }, json: changes });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function deleteGoal(id: string): Promise<void> {
  const response = await api.goals[':id'].$delete({ param: { id } });
  if (response.status !== 204) throw await readRequestError(response);
}

export async function createGoalBaseline(
  id: string,
  baseline: { metric: string; value: number; unit: string | null },
) {
  const response = await api.goals[':id'].baselines.$post({ param: { id }, json: baseline });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export async function logGoalProgress(id: string, delta: number) {
  const response = await api.goals[':id'].progress.$post({ param: { id }, json: { delta } });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export async function linkHabitToGoal(id: string, habitId: string, contribution: number) {
  const response = await api.goals[':id'].links[':habitId'].$put({
    param: { id, habitId },
    json: { contribution },
  });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function unlinkHabitFromGoal(id: string, habitId: string): Promise<void> {
  const response = await api.goals[':id'].links[':habitId'].$delete({ param: { id, habitId } });
  if (response.status !== 204) throw await readRequestError(response);
}

export type TGoalMetadataChanges = {
  schedule?: TScheduleEntry[];
  plan?: Record<string, unknown>;
  accountability?: Record<string, unknown>;
};

export async function setGoalMetadata(id: string, changes: TGoalMetadataChanges) {
  const response = await api.goals[':id'].metadata.$patch({ param: { id }, json: changes });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}
