import { useSession } from '../../hooks/use-session';
import { useSubscription } from '../../hooks/use-subscription';
import { SubscriptionSummary } from '../billing/subscription-summary';
import { LoadError } from '../ui/load-error';
import { Spinner } from '../ui/spinner';
import { SettingsSection } from './settings-section';

/** Settings → Subscription: the plan, its dates, and Manage billing (card, invoices, cancel). */
export function SubscriptionSection() {
  const { me } = useSession();
  const subscription = useSubscription(me?.user.id ?? null);
  return (
    <SettingsSection
      id="subscription"
      title="Subscription"
      description="Your plan, and where to change the card, read invoices or cancel."
    >
      {subscription.data ? (
        <SubscriptionSummary subscription={subscription.data} />
      ) : subscription.isError ? (
        <LoadError
          title="Your subscription could not be loaded"
          message={subscription.error.message}
          onRetry={() => void subscription.refetch()}
        />
      ) : (
        <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
          <Spinner /> Loading your subscription…
        </p>
      )}
    </SettingsSection>
  );
}
