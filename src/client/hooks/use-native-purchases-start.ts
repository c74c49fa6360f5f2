import { useEffect } from 'react';
import { isNative } from '../lib/platform';
import type { TSession } from './use-session';

/**
 * Spec 7: in the apps, the purchases service (RevenueCat) is initialised at start-up, as soon as it is
 * known who is signed in, and follows the account after that. Loaded only in the apps: a browser buys
 * through Stripe and never carries the plugin.
 */
export function useNativePurchasesStart(session: TSession): void {
  const known = session.state === 'signed-in' || session.state === 'signed-out';
  const userId = session.me?.user.id ?? null;
  useEffect(() => {
    if (!isNative || !known) return;
    void import('../lib/native-purchases')
      .then(({ nativePurchases }) => nativePurchases?.start(userId))
      .catch(() => undefined);
  }, [known, userId]);
}
