import { Link } from 'react-router';
import type { TNativePlatform } from '@/domain/native/native-platform';
import { PlanList } from '../../components/marketing/plan-list';
import { mainContentId } from '../../components/shell/skip-link';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { storeName, usePaywall } from './use-paywall';

const deviceName: Record<TNativePlatform, string> = { ios: 'iPhone and iPad', android: 'Android' };
const storeWithArticle: Record<TNativePlatform, string> = { ios: 'the App Store', android: 'Google Play' };

/**
 * /paywall-ios and /paywall-android (spec 2 and 4): the store's products and prices for the three
 * plans, a purchase or trial through the store, and restoring earlier purchases. Access follows at
 * once: the server re-reads the store (sync-platform-subscription) before the page moves on.
 */
function PaywallPage({ platform }: { platform: TNativePlatform }) {
  const paywall = usePaywall(platform);
  return paywall.inApp ? (
    <StorePaywall platform={platform} paywall={paywall} />
  ) : (
    <GetTheApp platform={platform} />
  );
}

/**
 * The paywall's address opened in a browser: store purchases happen only in the app, so the page says
 * where to get it instead of showing plans nobody can buy here (and none at all on a server without billing).
 */
function GetTheApp({ platform }: { platform: TNativePlatform }) {
  useDocumentTitle(`Compound for ${deviceName[platform]}`);
  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-6 px-4 pt-10 pb-8 outline-none sm:px-6"
    >
      <h1 className="text-3xl font-semibold tracking-tight text-balance">
        Compound for {deviceName[platform]}
      </h1>
      <p className="text-ink-muted text-pretty">
        This page belongs to the Compound app for {deviceName[platform]}: get it from{' '}
        {storeWithArticle[platform]} by searching for Compound, and sign in there with this account. Your
        habits, goals and history are the same in the app and on the web.
      </p>
      <Link to="/app" className={buttonClasses({ className: 'self-start' })}>
        Go to today
      </Link>
    </main>
  );
}

function StorePaywall({
  platform,
  paywall,
}: {
  platform: TNativePlatform;
  paywall: ReturnType<typeof usePaywall>;
}) {
  useDocumentTitle('Choose your plan');
  const { inApp, subscription, offers, trialEligible, error, busy, purchase, restore } = paywall;
  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-5xl flex-col gap-6 px-4 pt-[max(2.5rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))] outline-none sm:px-6"
    >
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-balance">Choose your plan</h1>
        <p className="mt-2 text-ink-muted text-pretty">
          {trialEligible
            ? 'Start with 7 days of Elite, free. Cancel in your store settings before the trial ends and you pay nothing.'
            : 'Pick the plan that fits. Your habits, goals and history are safe and waiting for you.'}
        </p>
      </header>
      {subscription?.hasAccess && (
        <p className="rounded-lg bg-accent-soft px-4 py-3 text-sm">
          Your plan is active.{' '}
          <Link className="font-medium text-accent underline" to="/app">
            Go to today
          </Link>
        </p>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      <PlanList
        compact
        offers={offers}
        renderAction={(plan) => (
          <Button
            className="w-full"
            variant={plan.featured ? 'primary' : 'secondary'}
            pending={purchase.isPending && purchase.variables === plan.key}
            disabled={!inApp || (busy && purchase.variables !== plan.key)}
            onClick={() => purchase.mutate(plan.key)}
          >
            {plan.key === 'elite_month' && trialEligible ? 'Start free trial' : `Choose ${plan.name}`}
          </Button>
        )}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant="secondary"
          pending={restore.isPending}
          disabled={!inApp}
          onClick={() => restore.mutate()}
        >
          Restore purchases
        </Button>
        <Link to="/logout" className={buttonClasses({ variant: 'ghost' })}>
          Sign out
        </Link>
      </div>
      <p className="text-xs text-ink-subtle text-pretty">
        Payment is charged to your {storeName[platform]} account. Subscriptions renew each month unless
        cancelled at least 24 hours before the end of the period, in your {storeName[platform]} account
        settings. Your plan also unlocks Compound on the web. See the{' '}
        <Link className="underline" to="/terms">
          Terms
        </Link>
        , the{' '}
        <Link className="underline" to="/eula">
          EULA
        </Link>
        , the{' '}
        <Link className="underline" to="/privacy">
          Privacy Policy
        </Link>{' '}
        and the{' '}
        <Link className="underline" to="/subscriptions">
          subscription terms
        </Link>
        .
      </p>
    </main>
  );
}

export function PaywallIosPage() {
  return <PaywallPage platform="ios" />;
}

export function PaywallAndroidPage() {
  return <PaywallPage platform="android" />;
}
