import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveInOrder } from './move-in-order';

describe('moveInOrder', () => {
  it('moves an item up or down by its step', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 'c', -2)).toEqual(['c', 'a', 'b']);
  });

  it('leaves the order alone at the edges and for unknown items', () => {
    expect(moveInOrder(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(moveInOrder(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
    expect(moveInOrder(['a', 'b'], 'z', 1)).toEqual(['a', 'b']);
  });

  it('keeps the same items, and a move there and back restores the order', () => {
    const uniqueItems = fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(uniqueItems, fc.nat(), fc.integer({ min: -25, max: 25 }), (items, pick, step) => {
        const item = items[pick % items.length] as string;
        const moved = moveInOrder(items, item, step);
        expect([...moved].sort()).toEqual([...items].sort());
        const from = items.indexOf(item);
        const to = from + step;
        if (to >= 0 && to < items.length) {
          expect(moved.indexOf(item)).toBe(to);
          expect(moveInOrder(moved, item, -step)).toEqual(items);
        } else {
          expect(moved).toEqual(items);
        }
      }),
    );
  });
});
