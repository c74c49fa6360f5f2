import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxDeliveryAttempts, retryDelaySeconds } from './retry-schedule';

describe('retryDelaySeconds', () => {
  it('backs off from 5 seconds to 10 hours, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds)).toEqual([5, 300, 1800, 7200, 18_000, 36_000, null]);
  });

  it('never waits less after more failures, and always gives up in the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: maxDeliveryAttempts - 2 }), (attempts) => {
        expect(retryDelaySeconds(attempts + 1) ?? 0).toBeGreaterThan(retryDelaySeconds(attempts) ?? 0);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: maxDeliveryAttempts }), (attempts) => {
        expect(retryDelaySeconds(attempts)).toBeNull();
      }),
    );
  });
});
