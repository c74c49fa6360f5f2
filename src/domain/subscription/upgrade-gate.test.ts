import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountAgeMinutes, shouldShowOnboarding } from './onboarding-rules';
import { reconcileSubscription } from './reconcile-subscription';
import { isGateExemptPath, shouldShowUpgradeGate, type TGateInput } from './upgrade-gate';

const now = Date.parse('2026-11-25T12:00:00Z');
const arbPath = fc.constantFrom(
  '/app',
  '/in/goals',
  '/in/mastery/abc',
  '/settings',
  '/pricing',
  '/subscriptions',
  '/',
);
const arbGate: fc.Arbitrary<TGateInput> = fc.record({
  signedIn: fc.boolean(),
  authLoaded: fc.boolean(),
  pathname: arbPath,
  isAdmin: fc.boolean(),
  bypass: fc.boolean(),
  recentUpgradeGrace: fc.boolean(),
  hasSubscription: fc.boolean(),
  isNative: fc.boolean(),
  onboardingCompleted: fc.boolean(),
});

describe('shouldShowUpgradeGate', () => {
  it('shows only when every condition of spec section 4 holds', () => {
    fc.assert(
      fc.property(arbGate, (input) => {
        const expected =
          input.signedIn &&
          input.authLoaded &&
          !['/settings', '/pricing', '/subscriptions', '/'].includes(input.pathname) &&
          !input.isAdmin &&
          !input.bypass &&
          !input.recentUpgradeGrace &&
          !input.hasSubscription &&
          (input.isNative || input.onboardingCompleted);
        expect(shouldShowUpgradeGate(input)).toBe(expected);
      }),
    );
  });

  it('never shows to an admin, whatever else holds', () => {
    fc.assert(
      fc.property(arbGate, (input) => {
        expect(shouldShowUpgradeGate({ ...input, isAdmin: true })).toBe(false);
      }),
    );
  });

  it('keeps settings (export, deletion) and billing pages reachable for a lapsed user', () => {
    for (const path of ['/settings', '/subscriptions', '/pricing', '/auth', '/logout', '/privacy']) {
      expect(isGateExemptPath(path)).toBe(true);
    }
    for (const path of ['/app', '/in/goals', '/in/assistant', '/in/mastery/x']) {
      expect(isGateExemptPath(path)).toBe(false);
    }
  });
});

describe('reconcileSubscription', () => {
  it('follows the spec order for every combination', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (isAdmin, isLifetime, platform, database) => {
          const outcome = reconcileSubscription({
            isAdmin,
            isLifetime,
            platformActive: platform,
            databaseActive: database,
          });
          if (isAdmin) expect(outcome.reason).toBe('admin');
          else if (isLifetime) expect(outcome.reason).toBe('lifetime');
          else if (platform && !database) expect(outcome).toMatchObject({ valid: true, syncToServer: true });
          else if (database && !platform) expect(outcome).toMatchObject({ valid: true, needsRefresh: true });
          else if (database && platform) expect(outcome.reason).toBe('both_active');
          else expect(outcome.valid).toBe(false);
          expect(outcome.valid).toBe(isAdmin || isLifetime || platform || database);
        },
      ),
    );
  });
});

describe('shouldShowOnboarding', () => {
  const base = {
    signedIn: true,
    pathname: '/app',
    completed: false,
    accountCreatedAt: new Date(now - 60_000).toISOString(),
    habitCount: 0,
    isNative: false,
    hasActiveSubscription: false,
  };

  it('opens for accounts under 10,080 minutes old or with no habits, until completed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30_000 }),
        fc.nat(20),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (ageMinutes, habitCount, completed, isNative, hasActiveSubscription) => {
          const input = {
            ...base,
            accountCreatedAt: new Date(now - ageMinutes * 60_000).toISOString(),
            habitCount,
            completed,
            isNative,
            hasActiveSubscription,
          };
          const expected =
            !completed && !(isNative && !hasActiveSubscription) && (ageMinutes < 10_080 || habitCount === 0);
          expect(shouldShowOnboarding(input, now)).toBe(expected);
        },
      ),
    );
  });

  it('measures the age in minutes', () => {
    expect(accountAgeMinutes(new Date(now - 10_080 * 60_000).toISOString(), now)).toBe(10_080);
    expect(
      shouldShowOnboarding(
        { ...base, habitCount: 3, accountCreatedAt: new Date(now - 10_080 * 60_000).toISOString() },
        now,
      ),
    ).toBe(false);
  });

  it('stays closed signed out and on exempt pages', () => {
    expect(shouldShowOnboarding({ ...base, signedIn: false }, now)).toBe(false);
    expect(shouldShowOnboarding({ ...base, pathname: '/settings' }, now)).toBe(false);
  });
});
