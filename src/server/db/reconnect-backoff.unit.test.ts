import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxReconnectDelaySeconds, reconnectBackoff } from './reconnect-backoff';

describe('reconnectBackoff', () => {
  it('never waits longer than a second, whatever the pool has counted', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (failures, random) => {
          const delay = reconnectBackoff(failures, () => random);
          expect(delay).toBeGreaterThan(0);
          expect(delay).toBeLessThanOrEqual(maxReconnectDelaySeconds);
        },
      ),
    );
  });

  it('tries again at once after the first failure and waits longer as failures add up', () => {
    const middle = () => 0.5;
    expect(reconnectBackoff(0, middle)).toBeLessThan(0.05);
    expect(reconnectBackoff(3, middle)).toBeGreaterThan(reconnectBackoff(1, middle));
    // postgres.js's own default would wait 20 s here (3^20 / 100, capped).
    expect(reconnectBackoff(20, middle)).toBeLessThanOrEqual(1);
  });
});
