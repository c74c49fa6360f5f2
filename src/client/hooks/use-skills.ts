import { useQuery } from '@tanstack/react-query';
import { skillQueryKey, skillsQueryRoot } from '../lib/mastery-query-keys';
import { readFailureStatus } from '../lib/request-error';
import { fetchSkill, fetchSkills } from '../lib/skills-api';
import { refetchIfInvalidated } from './use-habits-of-day';

/** The user's skills with hours, XP and level; refetched on return when a change elsewhere made them stale. */
export function useSkills() {
  return useQuery({
    queryKey: [...skillsQueryRoot, 'list'],
    queryFn: fetchSkills,
    refetchOnMount: refetchIfInvalidated,
  });
}

/** One skill in full. An unknown or foreign id answers 404, which is final: no retries. */
export function useSkill(id: string) {
  return useQuery({
    queryKey: skillQueryKey(id),
    queryFn: () => fetchSkill(id),
    refetchOnMount: refetchIfInvalidated,
    retry: (failureCount, error) => readFailureStatus(error) !== 404 && failureCount < 2,
  });
}
