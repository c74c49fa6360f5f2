import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createGoal,
  createGoalBaseline,
  deleteGoal,
  linkHabitToGoal,
  logGoalProgress,
  setGoalMetadata,
  type TGoalChanges,
  type TGoalMetadataChanges,
  type TGoalsList,
  type TGoalWithProgress,
  type TNewGoal,
  unlinkHabitFromGoal,
  updateGoal,
} from '../lib/goals-api';
import { goalsQueryRoot } from '../lib/goals-query-key';
import { showToast } from '../lib/toast-store';

// Every change to goals shares one key, so the list is refetched once, after the last of a burst.
const goalsMutationKey = ['goals'] as const;

type TGoalsUpdater = (goals: TGoalWithProgress[]) => TGoalWithProgress[];

/** Applies a change to the cached list before the server answers, and returns how to undo it. */
async function updateCachedGoals(queryClient: QueryClient, update: TGoalsUpdater): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey: goalsQueryRoot });
  const snapshot = queryClient.getQueryData<TGoalsList>(goalsQueryRoot);
  if (snapshot)
    queryClient.setQueryData<TGoalsList>(goalsQueryRoot, { ...snapshot, goals: update(snapshot.goals) });
  return () => queryClient.setQueryData(goalsQueryRoot, snapshot);
}

/**
 * What every goal mutation does around the request: an optional optimistic change, rollback with a
 * toast (the spec's message where it has one, else the server's), and a refetch, since progress and
 * weekly hours are the server's to compute.
 */
function useGoalMutation<TVariables, TResult>({
  mutationFn,
  predict,
  failureMessage,
}: {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  predict?: (variables: TVariables) => TGoalsUpdater;
  /** Shown instead of the server's message; forms pass none and show the message themselves. */
  failureMessage?: string | false;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: goalsMutationKey,
    mutationFn,
    onMutate: async (variables) => ({
      rollback: predict ? await updateCachedGoals(queryClient, predict(variables)) : undefined,
    }),
    onError: (error, _variables, context) => {
      context?.rollback?.();
      if (failureMessage !== false)
        showToast({ title: failureMessage ?? error.message, variant: 'destructive' });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: goalsMutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: goalsQueryRoot });
      }
    },
  });
}

const mapGoal =
  (id: string, map: (goal: TGoalWithProgress) => TGoalWithProgress | null): TGoalsUpdater =>
  (goals) =>
    goals.flatMap((goal) => (goal.id === id ? (map(goal) ?? []) : goal));

/** Forms show the server's refusal inline, so these toast nothing themselves. */
export function useCreateGoal() {
  return useGoalMutation({ mutationFn: (fields: TNewGoal) => createGoal(fields), failureMessage: false });
}

export function useUpdateGoal() {
  return useGoalMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TGoalChanges }) => updateGoal(id, changes),
    failureMessage: false,
  });
}

/** Spec 4: optimistic, reverted with 'Failed to mark goal completed' when the save fails. */
export function useMarkGoalCompleted() {
  return useGoalMutation({
    mutationFn: (id: string) => updateGoal(id, { status: 'completed' }),
    predict: (id) =>
      mapGoal(id, (goal) => ({
        ...goal,
        status: 'completed',
        progress: { ...goal.progress, progress: 1, source: 'completed' },
      })),
    failureMessage: 'Failed to mark goal completed',
  });
}

/** Spec 4: optimistic, rolled back on failure with the server's message. */
export function useDeleteGoal() {
  return useGoalMutation({
    mutationFn: (id: string) => deleteGoal(id),
    predict: (id) => mapGoal(id, () => null),
  });
}

export function useCreateGoalBaseline() {
  return useGoalMutation({
    mutationFn: ({ id, ...baseline }: { id: string; metric: string; value: number; unit: string | null }) =>
      createGoalBaseline(id, baseline),
    failureMessage: false,
  });
}

export function useLogGoalProgress() {
  return useGoalMutation({
    mutationFn: ({ id, delta }: { id: string; delta: number }) => logGoalProgress(id, delta),
    failureMessage: false,
  });
}

export function useLinkHabitToGoal() {
  return useGoalMutation({
    mutationFn: ({ id, habitId, contribution }: { id: string; habitId: string; contribution: number }) =>
      linkHabitToGoal(id, habitId, contribution),
    failureMessage: false,
  });
}

/** Optimistic: the link leaves the list at once and comes back with a toast if the server refuses. */
export function useUnlinkHabitFromGoal() {
  return useGoalMutation({
    mutationFn: ({ id, habitId }: { id: string; habitId: string }) => unlinkHabitFromGoal(id, habitId),
    predict: ({ id, habitId }) =>
      mapGoal(id, (goal) => ({ ...goal, links: goal.links.filter((link) => link.habit_id !== habitId) })),
  });
}

export function useSetGoalMetadata() {
  return useGoalMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TGoalMetadataChanges }) =>
      setGoalMetadata(id, changes),
    failureMessage: false,
  });
}
