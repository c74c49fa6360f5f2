import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPollDelayMs } from './subscription-polling';
import {
  deriveSubscriptionState,
  hasProductAccess,
  isGraceMarkerActive,
  shouldStartFallbackGrace,
  subscriptionStatuses,
  type TSubscriptionFacts,
  type TSubscriptionRecord,
} from './subscription-state';

const now = Date.parse('2026-11-25T12:00:00Z');
const hour = 3_600_000;

const arbIso = fc
  .integer({ min: -30 * 24, max: 30 * 24 })
  .map((hours) => new Date(now + hours * hour).toISOString());
const arbRecord: fc.Arbitrary<TSubscriptionRecord> = fc.record({
  status: fc.constantFrom(...subscriptionStatuses),
  trial_end: fc.option(arbIso, { nil: null }),
  current_period_end: fc.option(arbIso, { nil: null }),
  price_id: fc.option(fc.constantFrom('price_starter', 'price_elite'), { nil: null }),
  product_id: fc.option(fc.constant('prod_x'), { nil: null }),
});
const arbFacts: fc.Arbitrary<TSubscriptionFacts> = fc.record({
  active: fc.option(arbRecord, { nil: null }),
  newest: fc.option(arbRecord, { nil: null }),
  isLifetime: fc.boolean(),
  isAdmin: fc.boolean(),
  isTrialEligible: fc.boolean(),
});

const record = (overrides: Partial<TSubscriptionRecord>): TSubscriptionRecord => ({
  status: 'active',
  trial_end: null,
  current_period_end: null,
  price_id: 'price_elite',
  product_id: 'prod_elite',
  ...overrides,
});
const none: TSubscriptionFacts = {
  active: null,
  newest: null,
  isLifetime: false,
  isAdmin: false,
  isTrialEligible: true,
};

describe('deriveSubscriptionState', () => {
  it('is on trial only while trialing with a trial end in the future', () => {
    fc.assert(
      fc.property(arbFacts, (facts) => {
        const state = deriveSubscriptionState(facts, now);
        if (state.isOnTrial) {
          expect(state.status).toBe('trialing');
          expect(Date.parse(state.trialEndsAt ?? '')).toBeGreaterThan(now);
        }
      }),
    );
  });

  it('active and on-trial mean active; past_due and unpaid mean grace, never both', () => {
    fc.assert(
      fc.property(arbFacts, (facts) => {
        const state = deriveSubscriptionState(facts, now);
        expect(state.isActive).toBe(state.status === 'active' || state.isOnTrial);
        expect(state.isGrace).toBe(state.status === 'past_due' || state.status === 'unpaid');
        expect(state.isActive && state.isGrace).toBe(false);
      }),
    );
  });

  it('grants access exactly to subscribers (active, trial, grace, lifetime) and admins', () => {
    fc.assert(
      fc.property(arbFacts, (facts) => {
        const state = deriveSubscriptionState(facts, now);
        const expected = state.isActive || state.isGrace || facts.isLifetime || facts.isAdmin;
        expect(hasProductAccess(state)).toBe(expected);
      }),
    );
  });

  it('a lifetime offer is never trial-eligible and never expires', () => {
    fc.assert(
      fc.property(arbFacts, fc.integer({ min: 0, max: 3650 }), (facts, days) => {
        const state = deriveSubscriptionState({ ...facts, isLifetime: true }, now + days * 24 * hour);
        expect(state.isTrialEligible).toBe(false);
        expect(hasProductAccess(state)).toBe(true);
      }),
    );
  });

  it('falls back to the newest record only for trialing, active, past_due or unpaid', () => {
    fc.assert(
      fc.property(arbRecord, (newest) => {
        const state = deriveSubscriptionState({ ...none, newest }, now);
        const used = ['trialing', 'active', 'past_due', 'unpaid'].includes(newest.status);
        expect(state.status).toBe(used ? newest.status : null);
        expect(shouldStartFallbackGrace({ ...none, newest })).toBe(used);
      }),
    );
  });

  it('prefers the active record over the newest one', () => {
    const state = deriveSubscriptionState(
      { ...none, active: record({ status: 'active' }), newest: record({ status: 'unpaid' }) },
      now,
    );
    expect(state).toMatchObject({ status: 'active', isActive: true, isGrace: false });
  });

  it('reads a trial that ended as neither active nor on trial', () => {
    const ended = record({ status: 'trialing', trial_end: new Date(now - hour).toISOString() });
    const state = deriveSubscriptionState({ ...none, newest: ended }, now);
    expect(state).toMatchObject({ status: 'trialing', isActive: false, isOnTrial: false });
    expect(hasProductAccess(state)).toBe(false);
  });

  it('gives nobody access with no records, no lifetime and no admin', () => {
    expect(hasProductAccess(deriveSubscriptionState(none, now))).toBe(false);
  });
});

describe('grace marker and polling', () => {
  it('a grace marker applies until its end', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 2 * now }), { nil: null }), (endsAt) => {
        expect(isGraceMarkerActive(endsAt, now)).toBe(endsAt !== null && endsAt > now);
      }),
    );
  });

  it('polls every 5 s only in the final hour of a trial, else every 60 s', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: -2 * hour, max: 5 * hour }), (isOnTrial, left) => {
        const delay = nextPollDelayMs({ isOnTrial, trialEndsAt: new Date(now + left).toISOString() }, now);
        expect(delay).toBe(isOnTrial && left > 0 && left <= hour ? 5_000 : 60_000);
      }),
    );
  });
});
