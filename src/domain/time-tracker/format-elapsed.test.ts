import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatElapsed, parseElapsed } from './format-elapsed';

describe('formatElapsed', () => {
  it('shows mm:ss below an hour and h:mm:ss from an hour on', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(5)).toBe('00:05');
    expect(formatElapsed(65)).toBe('01:05');
    expect(formatElapsed(3599)).toBe('59:59');
    expect(formatElapsed(3600)).toBe('1:00:00');
    expect(formatElapsed(3725)).toBe('1:02:05');
    expect(formatElapsed(86_400)).toBe('24:00:00');
  });

  it('shows whole seconds, and 0 for negative or non-finite input', () => {
    expect(formatElapsed(59.99)).toBe('00:59');
    expect(formatElapsed(-3)).toBe('00:00');
    expect(formatElapsed(Number.NaN)).toBe('00:00');
    expect(formatElapsed(Number.POSITIVE_INFINITY)).toBe('00:00');
  });

  it('round-trips through parseElapsed for any whole number of seconds', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (seconds) => {
        expect(parseElapsed(formatElapsed(seconds))).toBe(seconds);
      }),
    );
  });

  it('never shrinks as time goes on', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }), (a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(parseElapsed(formatElapsed(earlier))).toBeLessThanOrEqual(
          parseElapsed(formatElapsed(later)) ?? -1,
        );
      }),
    );
  });
});

describe('parseElapsed', () => {
  it('rejects text that is not a timer reading', () => {
    for (const text of ['', '5', '1:5', '00:60', '60:00', '1:2:3', 'ab:cd', '-01:00']) {
      expect(parseElapsed(text)).toBeNull();
    }
  });
});
