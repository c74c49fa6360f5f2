import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSignedInTheFuture, stripeToleranceSeconds } from './stripe-signature-time';

const now = 1_800_000_000;
const header = (t: number | string) => `t=${t},v1=abc123,v0=def456`;

describe('isSignedInTheFuture', () => {
  it('refuses a signature 400 s ahead and accepts one within five minutes', () => {
    expect(isSignedInTheFuture(header(now + 400), now)).toBe(true);
    expect(isSignedInTheFuture(header(now + 300), now)).toBe(false);
    expect(isSignedInTheFuture(header(now - 10), now)).toBe(false);
  });

  it('refuses a header with no readable time', () => {
    for (const bad of ['v1=abc', 't=,v1=abc', 't=12e3,v1=abc', 't=-5,v1=abc']) {
      expect(isSignedInTheFuture(bad, now), bad).toBe(true);
    }
  });

  it('is in the future exactly past the tolerance, for any time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (offset) => {
        expect(isSignedInTheFuture(header(now + offset), now)).toBe(offset > stripeToleranceSeconds);
      }),
    );
  });
});
