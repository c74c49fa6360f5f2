import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { skillQueryKey, skillsQueryRoot } from '../lib/mastery-query-keys';
import {
  createSkill,
  createSubskill,
  deleteSkill,
  deleteSubskill,
  linkHabitToSkill,
  logPractice,
  renameSubskill,
  type TPracticeEntry,
  type TSkillDetail,
  type TSkillFields,
  type TSkillsList,
  unlinkHabitFromSkill,
  updateSkill,
} from '../lib/skills-api';
import { showToast } from '../lib/toast-store';

// Every change to skills shares one key, so the lists are refetched once, after the last of a burst.
const skillsMutationKey = ['skills'] as const;
const skillsListKey = [...skillsQueryRoot, 'list'] as const;

type TPrediction = {
  list?: (data: TSkillsList) => TSkillsList;
  detail?: { id: string; update: (data: TSkillDetail) => TSkillDetail };
};

/** Applies a change to the cached list or detail before the server answers, and returns how to undo it. */
async function applyPrediction(queryClient: QueryClient, prediction: TPrediction): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey: skillsQueryRoot });
  const undo: (() => void)[] = [];
  if (prediction.list) {
    const snapshot = queryClient.getQueryData<TSkillsList>(skillsListKey);
    if (snapshot) queryClient.setQueryData(skillsListKey, prediction.list(snapshot));
    undo.push(() => queryClient.setQueryData(skillsListKey, snapshot));
  }
  if (prediction.detail) {
    const key = skillQueryKey(prediction.detail.id);
    const snapshot = queryClient.getQueryData<TSkillDetail>(key);
    if (snapshot) queryClient.setQueryData(key, prediction.detail.update(snapshot));
    undo.push(() => queryClient.setQueryData(key, snapshot));
  }
  return () => {
    for (const step of undo) step();
  };
}

/**
 * What every skill mutation does around the request: an optional optimistic change, rollback with a
 * toast of the server's message (forms pass `toastOnError: false` and show it themselves), and a
 * refetch, since hours, XP and levels are the server's to compute.
 */
function useSkillMutation<TVariables, TResult>({
  mutationFn,
  predict,
  toastOnError = true,
}: {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  predict?: (variables: TVariables) => TPrediction;
  toastOnError?: boolean;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: skillsMutationKey,
    mutationFn,
    onMutate: async (variables) => ({
      rollback: predict ? await applyPrediction(queryClient, predict(variables)) : undefined,
    }),
    onError: (error, _variables, context) => {
      context?.rollback?.();
      if (toastOnError) showToast({ title: error.message, variant: 'destructive' });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: skillsMutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: skillsQueryRoot });
      }
    },
  });
}

export function useCreateSkill() {
  return useSkillMutation({
    mutationFn: (fields: TSkillFields & { name: string }) => createSkill(fields),
    toastOnError: false,
  });
}

export function useUpdateSkill() {
  return useSkillMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TSkillFields }) => updateSkill(id, changes),
    toastOnError: false,
  });
}

/** Optimistic: the skill leaves the list at once and comes back with a toast if the server refuses. */
export function useDeleteSkill() {
  return useSkillMutation({
    mutationFn: (id: string) => deleteSkill(id),
    predict: (id) => ({
      list: (data) => ({ ...data, skills: data.skills.filter((skill) => skill.id !== id) }),
    }),
  });
}

export function useCreateSubskill() {
  return useSkillMutation({
    mutationFn: ({ id, name, description }: { id: string; name: string; description: string | null }) =>
      createSubskill(id, { name, description }),
    toastOnError: false,
  });
}

export function useRenameSubskill() {
  return useSkillMutation({
    mutationFn: ({ id, subskillId, name }: { id: string; subskillId: string; name: string }) =>
      renameSubskill(id, subskillId, name),
    toastOnError: false,
  });
}

/** Optimistic, like deleting a skill; its practice goes with it, so hours and XP follow on the refetch. */
export function useDeleteSubskill() {
  return useSkillMutation({
    mutationFn: ({ id, subskillId }: { id: string; subskillId: string }) => deleteSubskill(id, subskillId),
    predict: ({ id, subskillId }) => ({
      detail: {
        id,
        update: (data) => ({
          ...data,
          subskills: data.subskills.filter((subskill) => subskill.id !== subskillId),
          recent_time_logs: data.recent_time_logs.filter((log) => log.subskill_id !== subskillId),
        }),
      },
    }),
  });
}

export function useLogPractice() {
  return useSkillMutation({
    mutationFn: ({ id, entry }: { id: string; entry: TPracticeEntry }) => logPractice(id, entry),
    toastOnError: false,
  });
}

export function useLinkHabitToSkill() {
  return useSkillMutation({
    mutationFn: ({ id, habitId, weight }: { id: string; habitId: string; weight: number }) =>
      linkHabitToSkill(id, habitId, weight),
    toastOnError: false,
  });
}

/** Optimistic: the link leaves at once and comes back with a toast if the server refuses. */
export function useUnlinkHabitFromSkill() {
  return useSkillMutation({
    mutationFn: ({ id, habitId }: { id: string; habitId: string }) => unlinkHabitFromSkill(id, habitId),
    predict: ({ id, habitId }) => ({
      detail: {
        id,
        update: (data) => ({ ...data, links: data.links.filter((link) => link.habit_id !== habitId) }),
      },
    }),
  });
}
