import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropIndex } from './drop-index';

/** Centres of rows top to bottom (rows of any height, so any increasing list) and a dragged row. */
const layout = fc
  .uniqueArray(fc.integer({ min: -5_000, max: 5_000 }), { minLength: 1, maxLength: 12 })
  .map((centres) => centres.sort((a, b) => a - b))
  .chain((centres) => fc.tuple(fc.constant(centres), fc.nat({ max: centres.length - 1 })));
const position = fc.integer({ min: -6_000, max: 6_000 });

describe('dropIndex', () => {
  it('keeps the item in place until its centre crosses a neighbour’s', () => {
    expect(dropIndex([10, 30, 50], 1, 30)).toBe(1);
    expect(dropIndex([10, 30, 50], 1, 49)).toBe(1);
    expect(dropIndex([10, 30, 50], 1, 51)).toBe(2);
    expect(dropIndex([10, 30, 50], 1, 9)).toBe(0);
    expect(dropIndex([10, 30, 50], 0, 1_000)).toBe(2);
    expect(dropIndex([10], 0, -1_000)).toBe(0);
  });

  it('lands past exactly the items whose centres it crossed', () => {
    fc.assert(
      fc.property(layout, position, ([centres, from], centre) => {
        const crossedDown = centres.filter((other, index) => index > from && other < centre).length;
        const crossedUp = centres.filter((other, index) => index < from && other > centre).length;
        expect(dropIndex(centres, from, centre)).toBe(from + crossedDown - crossedUp);
      }),
    );
  });

  it('moves the landing place only forward as the item moves down', () => {
    fc.assert(
      fc.property(layout, position, fc.nat({ max: 2_000 }), ([centres, from], centre, further) => {
        expect(dropIndex(centres, from, centre + further)).toBeGreaterThanOrEqual(
          dropIndex(centres, from, centre),
        );
      }),
    );
  });
});
