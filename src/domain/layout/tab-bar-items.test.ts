import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitTabBarItems } from './tab-bar-items';

const places = [
  '/app',
  '/in/analytics',
  '/in/goals',
  '/in/assistant',
  '/in/accountability',
  '/in/mastery',
  '/in/education',
  '/settings',
];

describe('splitTabBarItems', () => {
  it('keeps every place reachable exactly once, with at most five tabs', () => {
    fc.assert(
      fc.property(fc.subarray(places, { minLength: 1 }), (paths) => {
        const items = paths.map((path) => ({ path }));
        const { tabs, more } = splitTabBarItems(items);
        expect([...tabs, ...more].map((item) => item.path).sort()).toEqual([...paths].sort());
        expect(tabs.length + (more.length > 0 ? 1 : 0)).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('puts Today, Goals, Coach and Mastery on tabs and the rest under More', () => {
    const { tabs, more } = splitTabBarItems(places.map((path) => ({ path })));
    expect(tabs.map((item) => item.path)).toEqual(['/app', '/in/goals', '/in/assistant', '/in/mastery']);
    expect(more.map((item) => item.path)).toEqual([
      '/in/analytics',
      '/in/accountability',
      '/in/education',
      '/settings',
    ]);
  });
});
