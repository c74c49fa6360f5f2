import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNiceTicks } from './nice-ticks';

describe('buildNiceTicks', () => {
  it('starts at 0, steps evenly by a round number, reaches the maximum, and stays short', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1_000_000, noNaN: true }), (max) => {
        const ticks = buildNiceTicks(max);
        expect(ticks[0]).toBe(0);
        expect(ticks.length).toBeLessThanOrEqual(6);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(max * (1 - 1e-9));
        const step = ticks[1] ?? 0;
        const mantissa = step / 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 2.5, 5, 10].some((round) => Math.abs(mantissa - round) < 1e-6)).toBe(true);
      }),
    );
  });

  it('reads 3.4 hours as 0, 1, 2, 3, 4 and an empty chart as 0 to 1', () => {
    expect(buildNiceTicks(3.4)).toEqual([0, 1, 2, 3, 4]);
    expect(buildNiceTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(buildNiceTicks(0.4)).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
  });
});
