import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TPlanKey } from '@/domain/subscription/plans';
import type { TPlanOffer } from '@/domain/subscription/subscription-api';

type TPlan = {
  key: TPlanKey;
  name: string;
  billing: string;
  summary: string;
  points: readonly string[];
  featured?: boolean;
};

// Names and billing kinds come from the spec (section 1); prices come from the payment provider.
export const plans: readonly TPlan[] = [
  {
    key: 'starter_month',
    name: 'Starter',
    billing: 'Monthly subscription',
    summary: 'Everything you need to track habits, goals and skills, with the coach at your side.',
    points: ['Unlimited habits, goals and skills', 'The AI coach and daily insights', 'Cancel any time'],
  },
  {
    key: 'elite_month',
    name: 'Elite',
    billing: 'Monthly subscription',
    summary: 'Our most complete plan, and the one your free week lets you try.',
    points: ['Everything in Starter', 'Analytics, dashboards and partners', 'Starts with 7 days free'],
    featured: true,
  },
  {
    key: 'lifetime',
    name: 'Lifetime',
    billing: 'One-time payment',
    summary: 'Pay once and keep Elite for as long as Compound runs.',
    points: ['Everything in Elite', 'No subscription to manage', 'Never expires'],
  },
];

export function planName(key: TPlanKey | null): string {
  return plans.find((plan) => plan.key === key)?.name ?? 'No plan';
}

function describePrice(offer: TPlanOffer | undefined): string {
  if (!offer?.price) return 'Price shown at checkout';
  return offer.interval ? `${offer.price} / ${offer.interval}` : `${offer.price} once`;
}

type TPlanListProps = {
  offers: readonly TPlanOffer[];
  /** The plan's call to action: a sign-up link on public pages, a checkout button in the app. */
  renderAction: (plan: TPlan) => ReactNode;
  compact?: boolean;
};

/** The three plans side by side (stacked on phones), each with its price and call to action. */
export function PlanList({ offers, renderAction, compact = false }: TPlanListProps) {
  return (
    <ul className={clsx('grid gap-4', compact ? 'md:grid-cols-3' : 'md:grid-cols-3')}>
      {plans.map((plan) => (
        <li
          key={plan.key}
          className={clsx(
            'relative flex flex-col rounded-2xl border bg-surface shadow-xs',
            compact ? 'p-4' : 'p-6',
            plan.featured ? 'border-accent ring-1 ring-accent' : 'border-line',
          )}
        >
          {plan.featured && (
            <span className="absolute -top-3 left-6 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-on-accent">
              Free for 7 days
            </span>
          )}
          <h3 className="text-lg font-semibold">{plan.name}</h3>
          <p className="mt-1 text-sm font-medium text-accent">{plan.billing}</p>
          <p className="mt-3 text-2xl font-semibold tracking-tight">
            {describePrice(offers.find((offer) => offer.key === plan.key))}
          </p>
          {!compact && <p className="mt-3 text-sm text-ink-muted text-pretty">{plan.summary}</p>}
          <ul className={clsx('space-y-2 text-sm', compact ? 'mt-3' : 'mt-5')}>
            {plan.points.map((point) => (
              <li key={point} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-6">{renderAction(plan)}</div>
        </li>
      ))}
    </ul>
  );
}
