import { useState } from 'react';
import { describeSubscription } from '@/domain/subscription/describe-subscription';
import type { TSubscription } from '../../lib/subscription-api';
import { openBillingPortal } from '../../lib/subscription-api';
import { showToast } from '../../lib/toast-store';
import { planName } from '../marketing/plan-list';
import { Button } from '../ui/button';
import { PlanCheckoutButton } from './plan-checkout-button';

/** The plan, its status and dates, and the way to change it (Stripe's Customer Portal). */
export function SubscriptionSummary({ subscription }: { subscription: TSubscription }) {
  const [pending, setPending] = useState(false);
  const { headline, detail } = describeSubscription(subscription);
  const manage = async () => {
    setPending(true);
    await openBillingPortal().catch((error: Error) => {
      setPending(false);
      showToast({ title: 'Could not open billing', description: error.message, variant: 'destructive' });
    });
  };
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {subscription.billing && (
          <>
            <dt className="text-ink-muted">Plan</dt>
            <dd className="font-medium">{planName(subscription.plan)}</dd>
          </>
        )}
        <dt className="text-ink-muted">Status</dt>
        <dd className="font-medium">{headline}</dd>
      </dl>
      <p className="mt-3 text-sm text-ink-muted">{detail}</p>
      {subscription.billing && (
        <div className="mt-4 flex flex-wrap gap-2">
          {subscription.hasBillingAccount && (
            <Button
              variant="secondary"
              aria-disabled={pending}
              onClick={() => void (pending ? undefined : manage())}
            >
              {pending ? 'Opening billing…' : 'Manage billing'}
            </Button>
          )}
          {!subscription.hasAccess && !subscription.isLifetime && (
            <div className="w-full sm:w-auto">
              <PlanCheckoutButton
                plan="elite_month"
                featured
                label={subscription.isTrialEligible ? 'Start free trial' : 'Choose Elite'}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
