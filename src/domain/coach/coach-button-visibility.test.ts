import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCoachButtonVisible } from './coach-button-visibility';

describe('isCoachButtonVisible', () => {
  it.each([
    '/',
    '/pricing',
    '/7daytrial',
    '/research',
    '/research/',
    '/research/deliberate-practice',
    '/coach',
    '/in/assistant',
    '/in/assistant/',
    '/u/ada',
    '/u/ada/live',
  ])('is hidden on %s', (pathname) => {
    expect(isCoachButtonVisible(pathname, 1280)).toBe(false);
    expect(isCoachButtonVisible(pathname, 360)).toBe(false);
  });

  it.each([
    '/app',
    '/in/goals',
    '/in/analytics',
    '/settings',
    '/docs',
    '/live-demo',
    '/auth',
    '/pricing-old',
  ])('is shown on %s', (pathname) => {
    expect(isCoachButtonVisible(pathname, 1280)).toBe(true);
    expect(isCoachButtonVisible(pathname, 360)).toBe(true);
  });

  it('leaves /analytics alone at 500 px or less', () => {
    expect(isCoachButtonVisible('/analytics', 501)).toBe(true);
    expect(isCoachButtonVisible('/analytics', 500)).toBe(false);
    expect(isCoachButtonVisible('/analytics', 360)).toBe(false);
  });

  it('depends on the width only on /analytics', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/app', '/in/goals', '/settings', '/coach', '/u/x', '/'),
        fc.integer({ min: 200, max: 3000 }),
        (pathname, width) => {
          expect(isCoachButtonVisible(pathname, width)).toBe(isCoachButtonVisible(pathname, 1024));
        },
      ),
      { numRuns: 100 },
    );
  });
});
