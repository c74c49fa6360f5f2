import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFocusDuration, formatFocusMinutesTotal } from './format-focus-duration';

describe('formatFocusDuration', () => {
  // Issue 35: a 6-second session was saved and shown as "1 minute".
  it('says the seconds of a session under a minute', () => {
    expect(formatFocusDuration({ minutes: 0, seconds: 6 })).toBe('6 s');
    expect(formatFocusDuration({ minutes: 1, seconds: 59 })).toBe('59 s');
  });

  it('writes a longer timed session in minutes and hours', () => {
    expect(formatFocusDuration({ minutes: 25, seconds: 1500 })).toBe('25 min');
    expect(formatFocusDuration({ minutes: 65, seconds: 3900 })).toBe('1 h 5 min');
  });

  it('writes a session given in minutes as minutes', () => {
    expect(formatFocusDuration({ minutes: 25, seconds: null })).toBe('25 min');
  });

  it('never says more than a minute for a session under one, nor "0"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 28_800 }), (seconds) => {
        const text = formatFocusDuration({ minutes: Math.round(seconds / 60), seconds });
        expect(text).not.toMatch(/^0/);
        if (seconds < 60) expect(text).toBe(`${seconds} s`);
      }),
    );
  });
});

describe('formatFocusMinutesTotal', () => {
  it('says "under a minute" for a few seconds of focus, and whole minutes otherwise', () => {
    expect(formatFocusMinutesTotal(0.1)).toBe('under a minute');
    expect(formatFocusMinutesTotal(0)).toBe('0 minutes');
    expect(formatFocusMinutesTotal(1.2)).toBe('1 minute');
    expect(formatFocusMinutesTotal(41.6)).toBe('42 minutes');
  });
});
