import { useQuery } from '@tanstack/react-query';
import { fetchGoals } from '../lib/goals-api';
import { goalsQueryRoot } from '../lib/goals-query-key';
import { refetchIfInvalidated } from './use-habits-of-day';

/** The user's goals with their progress; refetched on return when a change elsewhere invalidated them. */
export function useGoals() {
  return useQuery({ queryKey: goalsQueryRoot, queryFn: fetchGoals, refetchOnMount: refetchIfInvalidated });
}
