import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconcileSubscription } from './reconcile-subscription';

describe('reconcileSubscription (spec 4, in its order)', () => {
  it('decides every combination of admin, lifetime, platform and database state', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (isAdmin, isLifetime, platformActive, databaseActive) => {
          const outcome = reconcileSubscription({ isAdmin, isLifetime, platformActive, databaseActive });
          // Access exactly when any source grants it.
          expect(outcome.valid).toBe(isAdmin || isLifetime || platformActive || databaseActive);
          // Admin and lifetime come first and need nothing further.
          if (isAdmin) expect(outcome.reason).toBe('admin');
          else if (isLifetime) expect(outcome.reason).toBe('lifetime');
          else if (platformActive && !databaseActive)
            expect(outcome).toMatchObject({ syncToServer: true, needsRefresh: true });
          else if (databaseActive && !platformActive)
            expect(outcome).toMatchObject({ reason: 'database_only', needsRefresh: true });
          else if (platformActive && databaseActive) expect(outcome.reason).toBe('both_active');
          else expect(outcome.reason).toBe('none');
          // Only a store purchase the server has not recorded is synced.
          expect(outcome.syncToServer).toBe(!isAdmin && !isLifetime && platformActive && !databaseActive);
        },
      ),
    );
  });
});
