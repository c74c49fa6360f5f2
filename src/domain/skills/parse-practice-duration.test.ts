import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePracticeDuration } from './parse-practice-duration';

describe('parsePracticeDuration', () => {
  it('reads minutes and h:mm', () => {
    expect(parsePracticeDuration('45')).toBe(2700);
    expect(parsePracticeDuration(' 12.5 ')).toBe(750);
    expect(parsePracticeDuration('1:30')).toBe(5400);
    expect(parsePracticeDuration('0:05')).toBe(300);
    expect(parsePracticeDuration('24:00')).toBe(86_400);
    expect(parsePracticeDuration('1441')).toBe(86_460);
  });

  it('refuses text that is not a length, and minutes past 59', () => {
    for (const text of ['', 'abc', '-5', '1:60', '1:5', '1:30:00', '1e3', '45 min'])
      expect(parsePracticeDuration(text)).toBeNull();
  });

  it('reads h:mm as the minutes it stands for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hours, minutes) => {
        const clock = `${hours}:${String(minutes).padStart(2, '0')}`;
        expect(parsePracticeDuration(clock)).toBe((hours * 60 + minutes) * 60);
        expect(parsePracticeDuration(String(hours * 60 + minutes))).toBe(parsePracticeDuration(clock));
      }),
      { numRuns: 200 },
    );
  });

  it('gives whole non-negative seconds, or null, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const seconds = parsePracticeDuration(text);
        if (seconds === null) return;
        expect(Number.isInteger(seconds)).toBe(true);
        expect(seconds).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });
});
