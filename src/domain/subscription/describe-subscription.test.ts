import { describe, expect, it } from 'vitest';
import { describeSubscription, type TDescribableState } from './describe-subscription';

const base: TDescribableState = {
  billing: true,
  status: null,
  isActive: false,
  isOnTrial: false,
  trialEndsAt: null,
  isGrace: false,
  isLifetime: false,
  isAdmin: false,
  currentPeriodEnd: null,
};
const utc = { locale: 'en-US', timeZone: 'UTC' };

describe('describeSubscription', () => {
  it('says when a trial ends and that cancelling before costs nothing', () => {
    const text = describeSubscription(
      { ...base, status: 'trialing', isActive: true, isOnTrial: true, trialEndsAt: '2026-12-02T10:00:00Z' },
      utc,
    );
    expect(text).toEqual({
      headline: 'Free trial',
      detail: 'Your trial of Elite ends on December 2, 2026. Cancel before then and you pay nothing.',
    });
  });

  it('says a Starter purchase starts with the Elite trial, then becomes Starter (spec 1)', () => {
    const text = describeSubscription(
      {
        ...base,
        status: 'trialing',
        isActive: true,
        isOnTrial: true,
        trialEndsAt: '2026-12-02T10:00:00Z',
        planAfterTrial: 'starter_month',
      },
      utc,
    );
    expect(text.detail).toBe(
      'Your trial of Elite ends on December 2, 2026. Cancel before then and you pay nothing. After it, your plan is Starter.',
    );
  });

  it('says when an active plan renews', () => {
    const text = describeSubscription(
      { ...base, status: 'active', isActive: true, currentPeriodEnd: '2026-12-25T00:00:00Z' },
      utc,
    );
    expect(text.detail).toBe('Renews on December 25, 2026 unless you cancel.');
  });

  it('names a failed payment and a lifetime plan, and billing off', () => {
    expect(describeSubscription({ ...base, status: 'past_due', isGrace: true }).headline).toBe(
      'Payment failed',
    );
    expect(describeSubscription({ ...base, status: 'unpaid', isGrace: true }).headline).toBe(
      'Payment overdue',
    );
    expect(describeSubscription({ ...base, isLifetime: true }).detail).toMatch(/never expires/);
    expect(describeSubscription({ ...base, billing: false }).headline).toBe('Everything included');
    expect(describeSubscription(base).headline).toBe('No active plan');
  });
});
