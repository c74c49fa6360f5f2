import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPrefetches, prefetchDelaysMs } from './prefetch-schedule';

const pages = [
  '/app',
  '/in/analytics',
  '/in/goals',
  '/in/assistant',
  '/in/mastery',
  '/in/mastery/:skillId',
  '/settings',
];

const segmentPath = fc
  .array(fc.constantFrom('in', 'app', 'goals', ':id', 'settings', 'x'), { minLength: 1, maxLength: 3 })
  .map((segments) => `/${segments.join('/')}`);

describe('planPrefetches', () => {
  it('fetches the next pages at 500, 700, 900, 1,800 and 3,000 ms (spec 9), not the page on screen', () => {
    expect(prefetchDelaysMs).toEqual([500, 700, 900, 1800, 3000]);
    expect(planPrefetches(pages, '/app')).toEqual([
      { path: '/in/analytics', delayMs: 500 },
      { path: '/in/goals', delayMs: 700 },
      { path: '/in/assistant', delayMs: 900 },
      { path: '/in/mastery', delayMs: 1800 },
      { path: '/settings', delayMs: 3000 },
    ]);
    expect(planPrefetches(pages, '/in/goals').map((step) => step.path)).not.toContain('/in/goals');
  });

  it('never plans more than the five delays, nor a page twice', () => {
    fc.assert(
      fc.property(fc.uniqueArray(segmentPath, { maxLength: 12 }), segmentPath, (paths, current) => {
        const plan = planPrefetches(paths, current);
        expect(plan.length).toBeLessThanOrEqual(5);
        expect(new Set(plan.map((step) => step.path)).size).toBe(plan.length);
        expect(plan.map((step) => step.delayMs)).toEqual(prefetchDelaysMs.slice(0, plan.length));
      }),
    );
  });
});
