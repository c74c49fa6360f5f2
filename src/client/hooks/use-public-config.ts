import { useQuery } from '@tanstack/react-query';
import { fetchPublicConfig } from '../lib/api-client';

/** What this instance offers (Google sign-in, billing); it changes only with a server restart. */
export function usePublicConfig() {
  return useQuery({ queryKey: ['config'], queryFn: fetchPublicConfig, staleTime: Number.POSITIVE_INFINITY });
}
