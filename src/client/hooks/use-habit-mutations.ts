import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { THabitDraft } from '@/domain/actions/create-habit.action';
import type { THabitChanges } from '@/domain/actions/update-habit.action';
import { undoListChange } from '@/domain/lists/undo-list-change';
import { addCreatedHabit } from '../lib/add-created-habit';
import type { TMe } from '../lib/api-client';
import { goalsQueryRoot } from '../lib/goals-query-key';
import {
  createHabit,
  deleteHabit,
  reorderHabits,
  saveHabitLog,
  type THabitLog,
  type THabitOfDay,
  type THabitScope,
  type THabitsOfDay,
  type TLogRequest,
  updateHabit,
} from '../lib/habits-api';
import { newIdempotencyKey } from '../lib/offline/idempotency-key';
import { mayHaveWaitingSaves, requestReplay } from '../lib/offline/waiting-saves-store';
import { isOvertakenLogSave } from '../lib/overtaken-log-save';
import { predictLogSave } from '../lib/predict-habit-log';
import { isNetworkFailure } from '../lib/request-error';
import { showToast } from '../lib/toast-store';
import { habitLogsQueryRoot, habitsQueryRoot } from './use-habits-of-day';
import { meQueryKey } from './use-session';

// Every change to habits shares one key, so the list is refetched once, after the last of a burst.
export const habitsMutationKey = ['habits'] as const;

/**
 * What the last habit change of a burst reads again: streaks and strength are the server's to
 * compute, and goal progress follows the last 7 days of logs. Reading them while a change is still in
 * flight would put the server's older answer over it.
 */
export const refreshedAfterHabitChanges: readonly (readonly string[])[] = [
  habitsQueryRoot,
  habitLogsQueryRoot,
  goalsQueryRoot,
];

type TDayUpdater = (day: THabitsOfDay, scope: THabitScope) => THabitsOfDay;

/**
 * Applies a change to every cached day at once (today, earlier days, the archive) before the server
 * answers, and returns how to undo it: only this change, so saves still in flight and answers that
 * have arrived since stay on screen.
 */
async function updateCachedDays(queryClient: QueryClient, update: TDayUpdater): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey: habitsQueryRoot });
  const changes: { key: QueryKey; before: THabitsOfDay; after: THabitsOfDay }[] = [];
  for (const [key, before] of queryClient.getQueriesData<THabitsOfDay>({ queryKey: habitsQueryRoot })) {
    if (!before) continue;
    // What the cache holds, not what was given: it shares the unchanged parts with the old data.
    const after = queryClient.setQueryData<THabitsOfDay>(key, update(before, key[2] as THabitScope));
    if (after) changes.push({ key, before, after });
  }
  return () => {
    for (const { key, before, after } of changes) {
      queryClient.setQueryData<THabitsOfDay>(key, (now) =>
        now && now.date === before.date
          ? { ...now, habits: undoListChange(before.habits, after.habits, now.habits) }
          : now,
      );
    }
  };
}

function mapHabits(day: THabitsOfDay, map: (habit: THabitOfDay) => THabitOfDay | null): THabitsOfDay {
  return { ...day, habits: day.habits.flatMap((habit) => map(habit) ?? []) };
}

/** What every habit mutation does around the request: optimistic change, rollback with the server's message, refetch. */
function useHabitMutation<TVariables, TResult>({
  mutationFn,
  predict,
  onSuccess,
  retry,
  networkMode,
  scope,
}: {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  predict?: (variables: TVariables) => TDayUpdater;
  onSuccess?: (result: TResult, variables: TVariables) => TDayUpdater | undefined;
  retry?: false;
  networkMode?: 'always';
  /** Mutations of one scope reach the server one after another, in the order they were made. */
  scope?: { id: string };
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: habitsMutationKey,
    mutationFn,
    scope,
    ...(networkMode && { networkMode }),
    // Only when asked: an explicit undefined would replace the client's default retry rule.
    ...(retry === false && { retry }),
    onMutate: async (variables) => ({
      rollback: predict ? await updateCachedDays(queryClient, predict(variables)) : undefined,
    }),
    onSuccess: async (result, variables) => {
      const update = onSuccess?.(result, variables);
      if (update) await updateCachedDays(queryClient, update);
    },
    onError: (error, _variables, context) => {
      context?.rollback?.();
      showToast({ title: error.message, variant: 'destructive' });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: habitsMutationKey }) === 1) {
        for (const queryKey of refreshedAfterHabitChanges) void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** The variables of the habit changes still on their way (this one included, until it settles). */
function pendingHabitChanges(queryClient: QueryClient): unknown[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: habitsMutationKey, status: 'pending' })
    .map((mutation) => mutation.state.variables);
}

const replaceLog =
  (log: THabitLog): TDayUpdater =>
  (day) =>
    day.date === log.date
      ? mapHabits(day, (habit) => (habit.id === log.habit_id ? { ...habit, log } : habit))
      : day;

/**
 * Saves a value or tracked time for one habit and day. A value shows at once (built by the rule the
 * server applies, from the cached habit); tracked time shows when the server has added it.
 * `retry: false` for additions: a retried addition whose first attempt did reach the server would
 * count the time twice.
 */
export function useSaveHabitLog({ retry }: { retry?: false } = {}) {
  const queryClient = useQueryClient();
  return useHabitMutation({
    mutationFn: async (request: TLogRequest) => {
      const key = newIdempotencyKey();
      // Behind waiting saves, a new one waits too: sent first, it would be overtaken by their older values.
      if (navigator.onLine && !mayHaveWaitingSaves()) {
        try {
          return await saveHabitLog(request, key);
        } catch (error) {
          if (!isNetworkFailure(error)) throw error;
        }
      }
      const userId = queryClient.getQueryData<TMe>(meQueryKey)?.user.id;
      if (!userId) throw new Error('Please sign in to track habits');
      const offline = await import('../lib/offline/offline-saves');
      await offline.queueSave(userId, key, request);
      // Online (the request failed on the way): the replay tries again now, and then when asked.
      if (navigator.onLine) requestReplay();
      return null;
    },
    retry,
    // Runs offline too: a save without a connection goes to the offline queue instead of waiting in memory.
    networkMode: 'always',
    // A save sets a value (+ sends the count it shows, plus one): taps that overtook each other on the
    // way would leave the server with an earlier one.
    scope: { id: 'habit-log' },
    predict: (request) => predictLogSave(request),
    // A queued save keeps its predicted value until its replay has landed; an answer overtaken by a
    // later save of the same day leaves that save's value on screen.
    onSuccess: (saved, request) =>
      saved && !isOvertakenLogSave(request, pendingHabitChanges(queryClient))
        ? replaceLog(saved.log)
        : undefined,
  });
}

export function useCreateHabit() {
  return useHabitMutation({
    mutationFn: (draft: THabitDraft) => createHabit(draft),
    onSuccess:
      ({ habit }) =>
      (day) =>
        addCreatedHabit(day, habit),
  });
}

/** Edits, archives (active: false) and restores; an archived habit leaves the lists of active habits at once. */
export function useUpdateHabit() {
  return useHabitMutation({
    mutationFn: ({ id, changes }: { id: string; changes: THabitChanges }) => updateHabit(id, changes),
    predict:
      ({ id, changes }) =>
      (day, scope) =>
        mapHabits(day, (habit) => {
          if (habit.id !== id) return habit;
          // A pause shows once the server has placed it (its start defaults to the user's today).
          const { pause: _pause, ...fields } = changes;
          const changed = { ...habit, ...fields };
          return scope === 'active' && !changed.active ? null : changed;
        }),
    onSuccess:
      ({ habit }) =>
      (day) =>
        mapHabits(day, (cached) => (cached.id === habit.id ? { ...cached, ...habit } : cached)),
  });
}

export function useDeleteHabit() {
  return useHabitMutation({
    mutationFn: (id: string) => deleteHabit(id),
    predict: (id) => (day) => mapHabits(day, (habit) => (habit.id === id ? null : habit)),
  });
}

/** Puts the habits in the given order; habits not named (archived ones) keep their place after them. */
export function useReorderHabits() {
  return useHabitMutation({
    mutationFn: (ids: string[]) => reorderHabits(ids),
    predict: (ids) => (day) => {
      const rank = (habit: THabitOfDay) => {
        const index = ids.indexOf(habit.id);
        return index === -1 ? ids.length : index;
      };
      return { ...day, habits: [...day.habits].sort((a, b) => rank(a) - rank(b)) };
    },
  });
}
