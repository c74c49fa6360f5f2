import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { THabitDraft } from '@/domain/actions/create-habit.action';
import type { THabitChanges } from '@/domain/actions/update-habit.action';
import { buildHabitLogValues } from '@/domain/habits/habit-log-value';
import { isDailySchedule } from '@/domain/habits/habit-schedule';
import { predictStreaksAfterToday } from '@/domain/habits/predict-streaks';
import { undoListChange } from '@/domain/lists/undo-list-change';
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
import { showToast } from '../lib/toast-store';
import { habitLogsQueryRoot, habitsQueryRoot } from './use-habits-of-day';

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
  scope,
}: {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  predict?: (variables: TVariables) => TDayUpdater;
  onSuccess?: (result: TResult, variables: TVariables) => TDayUpdater | undefined;
  retry?: false;
  /** Mutations of one scope reach the server one after another, in the order they were made. */
  scope?: { id: string };
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: habitsMutationKey,
    mutationFn,
    scope,
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

const replaceLog =
  (log: THabitLog): TDayUpdater =>
  (day) =>
    day.date === log.date
      ? mapHabits(day, (habit) => (habit.id === log.habit_id ? { ...habit, log } : habit))
      : day;

/** A check-in marks the day done at once; the period's tally waits for the server. */
function predictDay(habit: THabitOfDay, isDone: boolean): THabitOfDay['day'] {
  const wasDone = habit.log?.is_complete ?? false;
  if (habit.day.state === 'paused' || wasDone === isDone) return habit.day;
  const doneInPeriod = Math.max(0, habit.day.done_in_period + (isDone ? 1 : -1));
  const state = isDone ? 'done' : habit.day.needed_in_period === 0 ? 'rest' : 'due';
  return { ...habit.day, state, done_in_period: doneInPeriod };
}

/**
 * Today's check-in moves a daily habit's streak at once; strength, and the streak of a habit on
 * another schedule (whose period may or may not be met by it), wait for the server.
 */
function predictStats(habit: THabitOfDay, isDone: boolean): THabitOfDay['stats'] {
  if (!isDailySchedule(habit.schedule)) return habit.stats;
  const { current, best } = predictStreaksAfterToday(
    { current: habit.stats.current_streak, best: habit.stats.best_streak },
    { wasDone: habit.log?.is_complete ?? false, isDone },
  );
  return { ...habit.stats, current_streak: current, best_streak: best };
}

/**
 * Saves a value or tracked time for one habit and day. A value shows at once (built by the rule the
 * server applies, from the cached habit); tracked time shows when the server has added it.
 * `retry: false` for additions: a retried addition whose first attempt did reach the server would
 * count the time twice.
 */
export function useSaveHabitLog({ retry }: { retry?: false } = {}) {
  return useHabitMutation({
    mutationFn: (request: TLogRequest) => saveHabitLog(request),
    retry,
    // A save sets a value (+ sends the count it shows, plus one): taps that overtook each other on the
    // way would leave the server with an earlier one.
    scope: { id: 'habit-log' },
    predict:
      ({ habit_id, date, value_boolean, value_number }) =>
      (day) => {
        if (day.date !== date || (value_boolean === undefined && value_number === undefined)) return day;
        return mapHabits(day, (habit) => {
          if (habit.id !== habit_id) return habit;
          const values = buildHabitLogValues(habit, {
            value_boolean,
            value_number,
            time_tracked_seconds: habit.log?.time_tracked_seconds,
          });
          return {
            ...habit,
            log: { habit_id, date, ...values },
            stats: date === day.today ? predictStats(habit, values.is_complete) : habit.stats,
            day: predictDay(habit, values.is_complete),
          };
        });
      },
    onSuccess: ({ log }) => replaceLog(log),
  });
}

export function useCreateHabit() {
  return useHabitMutation({
    mutationFn: (draft: THabitDraft) => createHabit(draft),
    onSuccess:
      ({ habit }) =>
      (day) => ({
        ...day,
        habits: [
          ...day.habits,
          {
            ...habit,
            log: null,
            stats: { current_streak: 0, best_streak: 0, strength: 0 },
            day: { state: 'due', done_in_period: 0, needed_in_period: 1 },
            pause: null,
            paused_ranges: day.vacation ? [day.vacation] : [],
          },
        ],
      }),
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
