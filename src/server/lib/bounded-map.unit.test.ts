import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('never holds more than its limit and keeps the entries set last', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 20 })),
        (limit, keys) => {
          const map = new BoundedMap<number, number>(limit);
          for (const [index, key] of keys.entries()) map.set(key, index);
          expect(map.size).toBeLessThanOrEqual(limit);
          const last = keys.at(-1);
          if (last !== undefined) expect(map.get(last)).toBe(keys.length - 1);
        },
      ),
    );
  });

  it('counts a key set again as the newest, without evicting another', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3);
    expect([...map]).toEqual([
      ['b', 2],
      ['a', 3],
    ]);
    map.set('c', 4);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });
});
