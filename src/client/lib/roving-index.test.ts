import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-index';

describe('rovingIndex', () => {
  it('steps down and up, goes round when asked, and stays at the ends otherwise', () => {
    expect(rovingIndex('ArrowDown', 0, 3)).toBe(1);
    expect(rovingIndex('ArrowDown', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3)).toBe(2);
    expect(rovingIndex('ArrowDown', 2, 3, { wrap: false })).toBe(2);
    expect(rovingIndex('ArrowUp', 0, 3, { wrap: false })).toBe(0);
    expect(rovingIndex('Home', 2, 3)).toBe(0);
    expect(rovingIndex('End', 0, 3)).toBe(2);
  });

  it('uses left and right only for items side by side, and ignores every other key', () => {
    expect(rovingIndex('ArrowRight', 0, 3)).toBeNull();
    expect(rovingIndex('ArrowRight', 0, 3, { orientation: 'both' })).toBe(1);
    expect(rovingIndex('ArrowLeft', 0, 3, { orientation: 'both' })).toBe(2);
    expect(rovingIndex('Enter', 0, 3)).toBeNull();
    expect(rovingIndex('ArrowDown', 0, 0)).toBeNull();
  });

  it('always lands on an item, even from outside the list (index -1: nothing focused yet)', () => {
    const keys = fc.constantFrom('ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End');
    fc.assert(
      fc.property(
        keys,
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: -1, max: 49 }),
        fc.boolean(),
        (key, count, from, wrap) => {
          const index = Math.min(from, count - 1);
          const next = rovingIndex(key, index, count, { orientation: 'both', wrap });
          expect(next).not.toBeNull();
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        },
      ),
    );
  });
});
