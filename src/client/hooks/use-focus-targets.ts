import { useQuery } from '@tanstack/react-query';
import { useGoals } from './use-goals';
import { habitsOfDayQuery, refetchIfInvalidated } from './use-habits-of-day';

export type TFocusTarget = { kind: 'goal' | 'habit'; id: string; name: string };

/** What a focus session can be for: the user's open goals and active habits (from the cached lists). */
export function useFocusTargets() {
  const goals = useGoals();
  const habits = useQuery({ ...habitsOfDayQuery(null, 'active'), refetchOnMount: refetchIfInvalidated });
  const targets: TFocusTarget[] = [
    ...(goals.data?.goals ?? [])
      .filter((goal) => goal.status !== 'completed')
      .map((goal) => ({ kind: 'goal' as const, id: goal.id, name: goal.name })),
    ...(habits.data?.habits ?? []).map((habit) => ({
      kind: 'habit' as const,
      id: habit.id,
      name: habit.name,
    })),
  ];
  /** A session's goal or habit by name, also for completed goals; null when it had none or it is gone. */
  const nameOf = (goalId: string | null, habitId: string | null): string | null => {
    if (goalId) return goals.data?.goals.find((goal) => goal.id === goalId)?.name ?? 'A deleted goal';
    if (habitId) return habits.data?.habits.find((habit) => habit.id === habitId)?.name ?? 'A habit';
    return null;
  };
  return { targets, nameOf, isPending: goals.isPending || habits.isPending };
}
