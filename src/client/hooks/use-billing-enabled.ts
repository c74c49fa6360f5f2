import { useQuery } from '@tanstack/react-query';
import { planOffersQueryKey } from '@/domain/http/server-rendered-queries';
import { fetchPlanOffers } from '../lib/subscription-api';

// Apart from the plan list: the header and the banner on every page ask only whether plans are sold,
// and the list (with its prices and buttons) would otherwise join every page's entry script.
export const planOffersQuery = {
  queryKey: planOffersQueryKey,
  queryFn: fetchPlanOffers,
  staleTime: 10 * 60_000,
};

/** Whether this server sells plans at all; undefined while unknown. With billing off nothing is sold. */
export function useBillingEnabled(): boolean | undefined {
  return useQuery(planOffersQuery).data?.billing;
}
