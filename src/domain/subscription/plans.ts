/** The three plans of spec section 1. Prices come from the payment provider; never hard-coded. */
export const planKeys = ['starter_month', 'elite_month', 'lifetime'] as const;
export type TPlanKey = (typeof planKeys)[number];

export const planKinds: Record<TPlanKey, 'subscription' | 'one_time'> = {
  starter_month: 'subscription',
  elite_month: 'subscription',
  lifetime: 'one_time',
};

/** Spec 9: paid plans start with a 7-day free trial of Elite. */
export const trialDays = 7;

/** "$9.99" for 999 cents in USD, in the reader's locale style. */
export function formatPlanPrice(unitAmount: number, currency: string, locale = 'en-US'): string {
  const amount = unitAmount / 100;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
