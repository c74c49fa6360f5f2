import type { InferRequestType } from 'hono/client';
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

/** A new goal as POST /api/goals reads it (the create_goal schema and the form's own fields). */
export type TNewGoal = InferRequestType<typeof api.goals.$post>['json'];
/** A goal's changes as PATCH /api/goals/{id} reads them. */
export type TGoalChanges = InferRequestType<(typeof api.goals)[':id']['$patch']>['json'];

export async function createGoal(fields: TNewGoal) {
  const response = await api.goals.$post({ json: fields });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export type TGoal = Awaited<ReturnType<typeof createGoal>>['goal'];

export async function updateGoal(id: string, changes: TGoalChanges) {
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
