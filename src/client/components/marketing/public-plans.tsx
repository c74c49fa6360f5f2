import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TPlanKey } from '@/domain/subscription/plans';
import { planOffersQuery } from '../../hooks/use-billing-enabled';
import { buttonClasses } from '../ui/button';
import { PlanList } from './plan-list';

export { useBillingEnabled } from '../../hooks/use-billing-enabled';

/** Where a visitor goes to buy a plan: sign up first, then straight on to Stripe Checkout. */
export function signUpForPlanPath(plan: TPlanKey): string {
  return `/auth?mode=signup&returnTo=${encodeURIComponent(`/app?checkout_plan=${plan}`)}`;
}

/** The plans for signed-out visitors, each leading to sign-up and then checkout. */
export function PublicPlans() {
  const offers = useQuery(planOffersQuery);
  if (!offers.data?.billing) return null;
  return (
    <PlanList
      offers={offers.data.plans}
      renderAction={(plan) => (
        <Link
          to={signUpForPlanPath(plan.key)}
          className={buttonClasses({ variant: plan.featured ? 'primary' : 'secondary', className: 'w-full' })}
        >
          {plan.key === 'elite_month'
            ? 'Start free trial'
            : plan.key === 'lifetime'
              ? 'Buy Lifetime'
              : 'Choose Starter'}
          <span className="sr-only"> ({plan.billing.toLowerCase()})</span>
        </Link>
      )}
    />
  );
}
