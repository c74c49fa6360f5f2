import type { InferRequestType } from 'hono/client';
import { api, readRequestError } from './api-client';

/** The user's skills by created_at, each with its hours, XP, level and progress to the next level. */
export async function fetchSkills() {
  const response = await api.skills.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export type TSkillsList = Awaited<ReturnType<typeof fetchSkills>>;
export type TSkill = TSkillsList['skills'][number];

/** One skill with its subskills, habit links, recent practice and 12 weeks of hours; 404 when not the user's. */
export async function fetchSkill(id: string) {
  const response = await api.skills[':id'].$get({ param: { id } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export type TSkillDetail = Awaited<ReturnType<typeof fetchSkill>>;
export type TSubskillWithHours = TSkillDetail['subskills'][number];

export type TSkillFields = { name?: string; description?: string | null; baseline_hours?: number };

export async function createSkill(fields: TSkillFields & { name: string }) {
  const response = await api.skills.$post({ json: fields });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export async function updateSkill(id: string, changes: TSkillFields) {
  const response = await api.skills[':id'].$patch({ param: { id }, json: changes });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function deleteSkill(id: string): Promise<void> {
  const response = await api.skills[':id'].$delete({ param: { id } });
  if (response.status !== 204) throw await readRequestError(response);
}

export async function createSubskill(id: string, fields: { name: string; description: string | null }) {
  const response = await api.skills[':id'].subskills.$post({ param: { id }, json: fields });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export async function renameSubskill(id: string, subskillId: string, name: string) {
  const response = await api.skills[':id'].subskills[':subskillId'].$patch({
    param: { id, subskillId },
    json: { name },
  });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function deleteSubskill(id: string, subskillId: string): Promise<void> {
  const response = await api.skills[':id'].subskills[':subskillId'].$delete({ param: { id, subskillId } });
  if (response.status !== 204) throw await readRequestError(response);
}

/** Practice as POST /api/skills/{id}/time-logs reads it (the create_skill_entry schema): skill_id is the subskill. */
export type TPracticeEntry = InferRequestType<(typeof api.skills)[':id']['time-logs']['$post']>['json'];

export async function logPractice(id: string, entry: TPracticeEntry) {
  const response = await api.skills[':id']['time-logs'].$post({ param: { id }, json: entry });
  if (response.status !== 201) throw await readRequestError(response);
  return response.json();
}

export async function linkHabitToSkill(id: string, habitId: string, weight: number) {
  const response = await api.skills[':id'].links[':habitId'].$put({
    param: { id, habitId },
    json: { weight },
  });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function unlinkHabitFromSkill(id: string, habitId: string): Promise<void> {
  const response = await api.skills[':id'].links[':habitId'].$delete({ param: { id, habitId } });
  if (response.status !== 204) throw await readRequestError(response);
}
