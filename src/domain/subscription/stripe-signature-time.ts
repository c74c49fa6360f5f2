/** Stripe's own tolerance for a signature's age, applied the other way too (decision 0035). */
export const stripeToleranceSeconds = 300;

/**
 * Whether a Stripe-Signature header (`t=<unix seconds>,v1=<hex>,…`) was signed more than the
 * tolerance ahead of `nowSeconds`. The SDK refuses only old signatures; one from the future means a
 * clock far off or a replay prepared in advance, and is refused as well. A header without a readable
 * time counts as in the future, so it is refused.
 */
export function isSignedInTheFuture(header: string, nowSeconds: number): boolean {
  const stamp = header
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith('t='))
    ?.slice(2);
  const seconds = stamp !== undefined && /^\d{1,12}$/.test(stamp) ? Number(stamp) : Number.NaN;
  return !Number.isFinite(seconds) || seconds > nowSeconds + stripeToleranceSeconds;
}
