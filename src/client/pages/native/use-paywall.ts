import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TNativePlatform } from '@/domain/native/native-platform';
import { isPurchaseCancelled, purchasesErrorMessage } from '@/domain/native/purchases-errors';
import type { TPlanKey } from '@/domain/subscription/plans';
import type { TPlanOffer, TPlatformSyncResult } from '@/domain/subscription/subscription-api';
import { useSession } from '../../hooks/use-session';
import { subscriptionQueryKey, useSubscription } from '../../hooks/use-subscription';
import { nativePurchases } from '../../lib/native-purchases';
import { showToast } from '../../lib/toast-store';

export const storeName: Record<TNativePlatform, string> = { ios: 'App Store', android: 'Google Play' };

/** The store's answer shown in the page, or nothing when the user simply backed out. */
function storeErrorOf(error: unknown): string | null {
  return error && !isPurchaseCancelled(error) ? purchasesErrorMessage(error) : null;
}

/** The paywall's store plans, purchase and restore; a result that grants access moves on to /app. */
export function usePaywall(platform: TNativePlatform) {
  const session = useSession();
  const userId = session.me?.user.id ?? null;
  const subscription = useSubscription(userId).data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const inApp = nativePurchases !== null;
  const storePlans = useQuery({
    queryKey: ['store-plans', userId],
    queryFn: () => (nativePurchases && userId ? nativePurchases.loadPlans(userId) : null),
    enabled: inApp && userId !== null,
    retry: false,
  });

  const unlocked = (result: TPlatformSyncResult, title: string) => {
    queryClient.setQueryData([...subscriptionQueryKey, userId], result.subscription);
    if (!result.subscription.hasAccess) return false;
    showToast({ title });
    navigate('/app', { replace: true });
    return true;
  };
  const purchase = useMutation({
    mutationFn: (plan: TPlanKey) => {
      if (!nativePurchases || !userId) throw new Error('Purchases are made in the Compound app.');
      return nativePurchases.purchase(userId, plan);
    },
    onSuccess: (result) => void unlocked(result, 'Subscription activated'),
  });
  const restore = useMutation({
    mutationFn: () => {
      if (!nativePurchases || !userId) throw new Error('Purchases are made in the Compound app.');
      return nativePurchases.restore(userId);
    },
    onSuccess: (result) => {
      if (!unlocked(result, 'Purchases restored'))
        showToast({ title: `No earlier purchase was found for this account on ${storeName[platform]}.` });
    },
  });

  const offers: TPlanOffer[] = (storePlans.data?.plans ?? []).map((plan) => ({
    key: plan.plan,
    kind: plan.plan === 'lifetime' ? 'one_time' : 'subscription',
    price: plan.price,
    interval: plan.plan === 'lifetime' ? null : 'month',
  }));
  const trialEligible = subscription?.isTrialEligible ?? false;
  const error = storeErrorOf(purchase.error) ?? storeErrorOf(restore.error) ?? storeErrorOf(storePlans.error);
  const busy = purchase.isPending || restore.isPending;

  return { inApp, subscription, offers, trialEligible, error, busy, purchase, restore };
}
