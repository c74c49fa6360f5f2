import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { planKeys, type TPlanKey } from '@/domain/subscription/plans';
import { checkoutRefreshDelaysMs } from '@/domain/subscription/subscription-polling';
import { subscriptionQueryKey } from '../../hooks/use-subscription';
import { rememberCheckoutSession, startUpgradeGrace } from '../../lib/access-storage';
import { confirmCheckout, startCheckout } from '../../lib/subscription-api';
import { showToast } from '../../lib/toast-store';

const returnParams = ['checkout', 'session_id', 'checkout_plan'];

function isPlanKey(value: string | null): value is TPlanKey {
  return planKeys.some((key) => key === value);
}

/**
 * Spec 4, checkout return: success (or a session id) starts the 30-minute grace, applies the session
 * at once and reads the state again after 2, 5 and 10 s; cancel says so. `checkout_plan` (set by the
 * pricing pages before sign-up) opens Stripe Checkout for that plan as soon as the user is signed in.
 */
export function useCheckoutReturn(signedIn: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn) return;
    const params = new URLSearchParams(location.search);
    if (!returnParams.some((name) => params.has(name))) return;
    const outcome = params.get('checkout');
    const sessionId = params.get('session_id');
    const plan = params.get('checkout_plan');
    for (const name of returnParams) params.delete(name);
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });

    if (outcome === 'cancel') {
      showToast({ title: 'Checkout canceled' });
      if (location.pathname !== '/app') navigate('/app', { replace: true });
      return;
    }
    if (outcome === 'success' || sessionId) {
      startUpgradeGrace();
      if (sessionId) rememberCheckoutSession(sessionId);
      showToast({ title: 'Subscription activated' });
      const refresh = () => void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      if (sessionId) void confirmCheckout(sessionId).then(refresh, refresh);
      for (const delay of checkoutRefreshDelaysMs) window.setTimeout(refresh, delay);
      return;
    }
    if (isPlanKey(plan)) {
      startCheckout(plan).catch((error: Error) =>
        showToast({ title: 'Could not open checkout', description: error.message, variant: 'destructive' }),
      );
    }
  }, [signedIn, location.search, location.pathname, navigate, queryClient]);
}
