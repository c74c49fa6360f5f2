import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-percent';

describe('formatPercent', () => {
  it('writes a share as a whole percent without a space', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(0.856)).toBe('86%');
    expect(formatPercent(2 / 3)).toBe('67%');
    expect(formatPercent(1)).toBe('100%');
  });

  it('is a whole number between 0 and 100 for any share between 0 and 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (share) => {
        const shown = formatPercent(share);
        expect(shown).toMatch(/^\d{1,3}%$/);
        expect(Number(shown.slice(0, -1))).toBeLessThanOrEqual(100);
      }),
    );
  });
});
