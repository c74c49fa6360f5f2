import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsToRender } from './rows-to-render';

describe('rowsToRender', () => {
  it('renders the first screenful at once and the rest once the background pass caught up', () => {
    expect(rowsToRender(50, 0, 8)).toBe(8);
    expect(rowsToRender(50, 50, 8)).toBe(50);
  });

  it('never renders more rows than the list holds, nor fewer than the first screenful of it', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.integer({ min: 1, max: 50 }), (total, caughtUp, first) => {
        const count = rowsToRender(total, caughtUp, first);
        expect(count).toBeLessThanOrEqual(total);
        expect(count).toBeGreaterThanOrEqual(Math.min(total, first));
      }),
    );
  });
});
