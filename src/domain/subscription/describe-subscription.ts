import { formatInstantLongDate } from '../dates/day-titles';
import type { TPlanKey } from './plans';

/** What the subscription pages say about the user's plan, in plain words. */
export type TDescribableState = {
  billing: boolean;
  status: string | null;
  isActive: boolean;
  isOnTrial: boolean;
  trialEndsAt: string | null;
  isGrace: boolean;
  isLifetime: boolean;
  isAdmin: boolean;
  currentPeriodEnd: string | null;
  /** On trial: the plan bought, which follows the Elite trial. */
  planAfterTrial?: TPlanKey | null;
};

const paidPlanNames: Partial<Record<TPlanKey, string>> = { starter_month: 'Starter', elite_month: 'Elite' };

function thenPlan(plan: TPlanKey | null | undefined): string {
  const name = plan ? paidPlanNames[plan] : undefined;
  return name ? ` After it, your plan is ${name}.` : '';
}

export function describeSubscription(
  state: TDescribableState,
  options: { locale?: string; timeZone?: string } = {},
): { headline: string; detail: string } {
  const day = (iso: string) => formatInstantLongDate(iso, options.timeZone, options.locale);
  if (!state.billing) {
    return {
      headline: 'Everything included',
      detail: 'This Compound server has no paid plans: every feature is open to every account.',
    };
  }
  if (state.isLifetime) return { headline: 'Lifetime', detail: 'Paid once. Your access never expires.' };
  if (state.isOnTrial && state.trialEndsAt) {
    return {
      headline: 'Free trial',
      detail: `Your trial of Elite ends on ${day(state.trialEndsAt)}. Cancel before then and you pay nothing.${thenPlan(state.planAfterTrial)}`,
    };
  }
  if (state.isActive) {
    return {
      headline: 'Active',
      detail: state.currentPeriodEnd
        ? `Renews on ${day(state.currentPeriodEnd)} unless you cancel.`
        : 'Renews every month unless you cancel.',
    };
  }
  if (state.isGrace) {
    return {
      headline: state.status === 'unpaid' ? 'Payment overdue' : 'Payment failed',
      detail: 'Your last payment did not go through. Everything keeps working while you update your card.',
    };
  }
  if (state.isAdmin) return { headline: 'Admin', detail: 'Admins have full access without a plan.' };
  return {
    headline: 'No active plan',
    detail: 'Choose a plan to use Compound. Your data stays safe in the meantime.',
  };
}
