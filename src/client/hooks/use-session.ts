import { useQuery } from '@tanstack/react-query';
import { meQueryKey } from '@/domain/http/server-rendered-queries';
import type { TSessionState } from '@/domain/routing/route-rules';
import { fetchMe, type TMe } from '../lib/api-client';

export { meQueryKey };

export const meQuery = { queryKey: meQueryKey, queryFn: fetchMe };

export type TSession = {
  /** `unavailable`: the server could not be asked (offline, or failing) and nobody is known yet. */
  state: TSessionState | 'unavailable';
  me: TMe;
  retry: () => void;
};

/** Who is signed in, from /api/session: the one source the route guard, the header and reports share. */
export function useSession(): TSession {
  const query = useQuery(meQuery);
  const me = query.data ?? null;
  const retry = () => void query.refetch();
  if (me) return { state: 'signed-in', me, retry };
  if (query.isError) return { state: 'unavailable', me, retry };
  return { state: query.isPending ? 'loading' : 'signed-out', me, retry };
}
