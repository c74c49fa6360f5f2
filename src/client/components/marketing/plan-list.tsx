import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';

type TPlan = {
  key: 'starter_month' | 'elite_month' | 'lifetime';
  name: string;
  billing: string;
  summary: string;
  points: readonly string[];
  featured?: boolean;
};

// Names and billing kinds come from the spec (section 1); prices are shown at checkout, not here.
const plans: readonly TPlan[] = [
  {
    key: 'starter_month',
    name: 'Starter',
    billing: 'Monthly subscription',
    summary: 'A monthly plan to get going with Compound.',
    points: ['Billed every month', 'Starts with 7 days of Elite, free'],
  },
  {
    key: 'elite_month',
    name: 'Elite',
    billing: 'Monthly subscription',
    summary: 'Our most complete monthly plan, and the one your free week lets you try.',
    points: ['Billed every month', 'Starts with 7 days free'],
    featured: true,
  },
  {
    key: 'lifetime',
    name: 'Lifetime',
    billing: 'One-time payment',
    summary: 'Pay once instead of every month.',
    points: ['Pay once', 'No subscription to manage'],
  },
];

export function PlanList({ billingEnabled }: { billingEnabled: boolean | undefined }) {
  return (
    <div>
      <ul className="grid gap-4 md:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.key}
            className={clsx(
              'relative flex flex-col rounded-2xl border bg-surface p-6 shadow-xs',
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
            <p className="mt-3 text-sm text-ink-muted text-pretty">{plan.summary}</p>
            <ul className="mt-5 space-y-2 text-sm">
              {plan.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                  {point}
                </li>
              ))}
            </ul>
            <Link
              to="/auth?mode=signup"
              className={buttonClasses({
                variant: plan.featured ? 'primary' : 'secondary',
                className: 'mt-6 w-full',
              })}
            >
              Start with {plan.name}
              <span className="sr-only"> ({plan.billing.toLowerCase()})</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {billingEnabled === false
          ? 'Billing is switched off on this server, so every account has full access.'
          : 'You see the price of each plan before you pay.'}
      </p>
    </div>
  );
}
