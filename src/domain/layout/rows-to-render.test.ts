import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsToRender } from './rows-to-render';

describe('rowsToRender', () => {
  it('renders the first screenful at once and the rest a slice per background pass', () => {
    expect(rowsToRender(50, 0, 8, 6)).toBe(8);
    expect(rowsToRender(50, 1, 8, 6)).toBe(14);
    expect(rowsToRender(50, 7, 8, 6)).toBe(50);
    expect(rowsToRender(5, 0, 8, 6)).toBe(5);
  });

  it('never renders more rows than the list holds, nor fewer than the first screenful of it', () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.nat(100),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 20 }),
        (total, passes, first, slice) => {
          const count = rowsToRender(total, passes, first, slice);
          expect(count).toBeLessThanOrEqual(total);
          expect(count).toBeGreaterThanOrEqual(Math.min(total, first));
        },
      ),
    );
  });

  it('grows with every pass until the whole list is rendered', () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 20 }),
        (total, first, slice) => {
          const passesNeeded = Math.max(0, Math.ceil((total - first) / slice));
          for (let passes = 0; passes < passesNeeded; passes++)
            expect(rowsToRender(total, passes + 1, first, slice)).toBeGreaterThan(
              rowsToRender(total, passes, first, slice),
            );
          expect(rowsToRender(total, passesNeeded, first, slice)).toBe(total);
        },
      ),
    );
  });
});
