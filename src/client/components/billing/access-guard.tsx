import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paywallPathFor } from '@/domain/native/native-platform';
import { shouldShowOnboarding } from '@/domain/subscription/onboarding-rules';
import { isGraceMarkerActive } from '@/domain/subscription/subscription-state';
import { isGateExemptPath, shouldShowUpgradeGate } from '@/domain/subscription/upgrade-gate';
import { useSubscription } from '../../hooks/use-subscription';
import {
  markHotkeysHelpShown,
  markOnboardingCompletedLocally,
  readGraceEndsAt,
  readHotkeysHelpShown,
  readOnboardingCompletedLocally,
} from '../../lib/access-storage';
import type { TMe } from '../../lib/api-client';
import { isNative, platform } from '../../lib/platform';
import { fetchOnboardingStatus } from '../../lib/subscription-api';
import { showToast } from '../../lib/toast-store';
import { GraceBanner } from './grace-banner';
import { useCheckoutReturn } from './use-checkout-return';
import { useGateBypass } from './use-gate-bypass';

const UpgradeGateDialog = lazy(() =>
  import('./upgrade-gate-dialog').then((m) => ({ default: m.UpgradeGateDialog })),
);
const OnboardingDialog = lazy(() =>
  import('./onboarding-dialog').then((m) => ({ default: m.OnboardingDialog })),
);
const HotkeysHelpDialog = lazy(() =>
  import('./hotkeys-help-dialog').then((m) => ({ default: m.HotkeysHelpDialog })),
);

export const onboardingQueryKey = ['onboarding'] as const;
const wideQuery = '(min-width: 768px)';

function subscribeToWidth(listener: () => void) {
  const media = window.matchMedia(wideQuery);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}
const readWide = () => window.matchMedia(wideQuery).matches;

/**
 * Access for a signed-in user (spec 4): checkout return, the admin bypass, onboarding, then the
 * upgrade gate, the grace banner and, once, the hotkeys help. Loaded after the first paint.
 */
export function AccessGuard({ me }: { me: NonNullable<TMe> }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wide = useSyncExternalStore(subscribeToWidth, readWide, readWide);
  const subscription = useSubscription(me.user.id).data;
  const onboarding = useQuery({
    queryKey: [...onboardingQueryKey, me.user.id],
    queryFn: fetchOnboardingStatus,
  });
  const { bypass, skip } = useGateBypass(me.is_admin);
  const [dismissedGateAt, setDismissedGateAt] = useState<string | null>(null);
  const [onboardingDone, setOnboardingDone] = useState(readOnboardingCompletedLocally);
  const [hotkeysShown, setHotkeysShown] = useState(readHotkeysHelpShown);
  useCheckoutReturn(true);

  const onboardingCompleted = onboardingDone || onboarding.data?.completed === true;
  const showOnboarding =
    onboarding.data !== undefined &&
    subscription !== undefined &&
    shouldShowOnboarding(
      {
        signedIn: true,
        pathname,
        completed: onboardingCompleted,
        accountCreatedAt: me.user.created_at,
        habitCount: onboarding.data.habit_count,
        isNative,
        hasActiveSubscription: subscription.isActive,
      },
      Date.now(),
    );
  const gateRequired =
    subscription?.billing === true &&
    shouldShowUpgradeGate({
      signedIn: true,
      authLoaded: true,
      pathname,
      isAdmin: subscription.isAdmin || me.is_admin,
      bypass,
      recentUpgradeGrace: isGraceMarkerActive(readGraceEndsAt(), Date.now()),
      hasSubscription: subscription.hasAccess,
      isNative,
      onboardingCompleted,
    });
  // Spec 4: on iOS and Android a required gate is the platform's paywall page, not the dialog.
  const showGate = gateRequired && !isNative && !showOnboarding && dismissedGateAt !== pathname;
  const sendToPaywall = gateRequired && isNative && !showOnboarding;
  useEffect(() => {
    if (sendToPaywall && platform !== 'web') navigate(paywallPathFor(platform), { replace: true });
  }, [sendToPaywall, navigate]);
  const unlocked =
    subscription !== undefined && (subscription.isActive || subscription.isOnTrial || !subscription.billing);
  const showHotkeys =
    wide &&
    unlocked &&
    !hotkeysShown &&
    !showOnboarding &&
    !gateRequired &&
    onboardingCompleted &&
    !isGateExemptPath(pathname);

  const finishOnboarding = () => {
    markOnboardingCompletedLocally();
    setOnboardingDone(true);
    void onboarding.refetch();
  };
  const closeGate = () => {
    setDismissedGateAt(pathname);
    showToast({ title: 'Please select a plan to continue using the product' });
  };
  const closeHotkeys = () => {
    markHotkeysHelpShown();
    setHotkeysShown(true);
  };

  return (
    <>
      {subscription?.isGrace && !isGateExemptPath(pathname) && (
        <GraceBanner hasBillingAccount={subscription.hasBillingAccount} />
      )}
      <Suspense fallback={null}>
        {showOnboarding && <OnboardingDialog onDone={finishOnboarding} onCreated={() => navigate('/app')} />}
        {showGate && (
          <UpgradeGateDialog
            trialEligible={subscription?.isTrialEligible ?? false}
            showAdminSkip={me.is_admin && !wide}
            onClose={closeGate}
            onAdminSkip={skip}
          />
        )}
        {showHotkeys && <HotkeysHelpDialog onClose={closeHotkeys} />}
      </Suspense>
    </>
  );
}
