import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeSignInFailures, signInBackoffSeconds } from './sign-in-backoff';

describe('signInBackoffSeconds', () => {
  it('lets the first four wrong passwords through without a wait', () => {
    expect([0, 1, 2, 3, 4].map(signInBackoffSeconds)).toEqual([0, 0, 0, 0, 0]);
  });

  it('waits a minute after the fifth, then doubles', () => {
    expect([5, 6, 7, 8].map(signInBackoffSeconds)).toEqual([60, 120, 240, 480]);
  });

  it('never waits longer than a day', () => {
    expect(signInBackoffSeconds(40)).toBe(86_400);
    expect(signInBackoffSeconds(Number.MAX_SAFE_INTEGER)).toBe(86_400);
  });

  it('never shortens the wait as failures grow', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(signInBackoffSeconds(fewer)).toBeLessThanOrEqual(signInBackoffSeconds(more));
      }),
    );
  });

  it('makes every failure past the free ones cost a wait of at least a minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: freeSignInFailures + 1, max: 10_000 }), (failures) => {
        expect(signInBackoffSeconds(failures)).toBeGreaterThanOrEqual(60);
      }),
    );
  });
});
