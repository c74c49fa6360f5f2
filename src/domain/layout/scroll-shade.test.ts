import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeScrollShadeOpacity } from './scroll-shade';

describe('computeScrollShadeOpacity', () => {
  it('grows linearly to full opacity at 60 px', () => {
    expect(computeScrollShadeOpacity(0)).toBe(0);
    expect(computeScrollShadeOpacity(30)).toBe(0.5);
    expect(computeScrollShadeOpacity(60)).toBe(1);
    expect(computeScrollShadeOpacity(600)).toBe(1);
  });

  it('treats overscroll and nonsense as no scroll', () => {
    expect(computeScrollShadeOpacity(-40)).toBe(0);
    expect(computeScrollShadeOpacity(Number.NaN)).toBe(0);
  });

  it('always stays between 0 and 1', () => {
    fc.assert(
      fc.property(fc.double(), (scrollY) => {
        const opacity = computeScrollShadeOpacity(scrollY);
        expect(opacity).toBeGreaterThanOrEqual(0);
        expect(opacity).toBeLessThanOrEqual(1);
      }),
    );
  });
});
