import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nextPollDelayMs, postSignInCheckDelayMs } from '@/domain/subscription/subscription-polling';
import { startUpgradeGrace } from '../lib/access-storage';
import { nativePurchases } from '../lib/native-purchases';
import { checkSubscriptionStatus, fetchSubscription, type TSubscription } from '../lib/subscription-api';

export const subscriptionQueryKey = ['subscription'] as const;

/**
 * The signed-in user's subscription state (spec 4): polled every 60 s (5 s in a trial's last hour),
 * read again when the tab becomes visible, and checked against the provider 2 s after sign-in.
 */
export function useSubscription(userId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...subscriptionQueryKey, userId],
    // In the apps the store's answer is reconciled in (spec 4): an unrecorded store purchase is synced.
    queryFn: () =>
      nativePurchases && userId ? nativePurchases.readSubscription(userId) : fetchSubscription(),
    enabled: userId !== null,
    refetchInterval: (current) =>
      current.state.data?.billing ? nextPollDelayMs(current.state.data, Date.now()) : false,
  });

  useEffect(() => {
    if (query.data?.startGrace) startUpgradeGrace();
  }, [query.data?.startGrace]);

  useEffect(() => {
    if (userId === null) return;
    const refreshWhenVisible = () => {
      if (document.visibilityState === 'visible')
        void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    };
    document.addEventListener('visibilitychange', refreshWhenVisible);
    // Aborted when the account's screens leave (sign-out): its answer would be a 401 for nobody.
    const leaving = new AbortController();
    const check = window.setTimeout(async () => {
      const status = await checkSubscriptionStatus(leaving.signal).catch(() => ({
        needsRefresh: !leaving.signal.aborted,
      }));
      if (status.needsRefresh) void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    }, postSignInCheckDelayMs);
    return () => {
      document.removeEventListener('visibilitychange', refreshWhenVisible);
      window.clearTimeout(check);
      leaving.abort();
    };
  }, [userId, queryClient]);

  return query as typeof query & { data: TSubscription | undefined };
}
