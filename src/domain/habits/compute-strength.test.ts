import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/date-key';
import { computeStrength, dailyStrengthMultiplier } from './compute-strength';

const today = '2026-03-10';
const meditation = { type: 'boolean', target: null, created_at: today } as const;
const done = (date: string) => ({ date, value_boolean: true });
const doneEveryDay = (days: number) =>
  Array.from({ length: days }, (_, index) => done(addDays(today, -index)));

describe('computeStrength', () => {
  it('uses the daily multiplier of Loop Habit Tracker, 0.5^(1/13)', () => {
    expect(dailyStrengthMultiplier).toBeCloseTo(0.948078, 6);
  });

  it('is 1 − m after one day done', () => {
    expect(computeStrength(meditation, [done(today)], today)).toBeCloseTo(0.051922, 6);
  });

  it('adds up day by day, and a missed day only decays it', () => {
    const habit = { ...meditation, created_at: '2026-03-07' };
    const logs = ['2026-03-07', '2026-03-08', '2026-03-09'].map(done);
    // 0.051922, 0.101149, 0.147820, then 0.147820 × m.
    expect(computeStrength(habit, logs, '2026-03-09')).toBeCloseTo(0.14782, 5);
    expect(computeStrength(habit, logs, today)).toBeCloseTo(0.140144, 5);
  });

  it('reaches one half after 13 days done and converges toward 1', () => {
    const since = (days: number) => ({ ...meditation, created_at: addDays(today, -(days - 1)) });
    expect(computeStrength(since(13), doneEveryDay(13), today)).toBeCloseTo(0.5, 9);
    expect(computeStrength(since(100), doneEveryDay(100), today)).toBeCloseTo(0.995165, 6);
    expect(computeStrength(since(365), doneEveryDay(365), today)).toBeGreaterThan(0.99999);
  });

  it('starts at the earlier of creation and the first log', () => {
    const loggedBeforeCreation = { ...meditation, created_at: '2026-03-09T10:00:00Z' };
    expect(computeStrength(loggedBeforeCreation, [done('2026-03-08')], '2026-03-08')).toBeCloseTo(
      0.051922,
      6,
    );
    // Created two days before the first log: two empty days first, which leave it at 0.
    const createdEarlier = { ...meditation, created_at: new Date('2026-03-06T12:00:00Z') };
    expect(computeStrength(createdEarlier, [done('2026-03-08')], '2026-03-08')).toBeCloseTo(0.051922, 6);
  });

  it('scores a numeric habit by its share of the target', () => {
    const reading = { type: 'number', target: 20, created_at: today } as const;
    expect(computeStrength(reading, [{ date: today, value_number: 10 }], today)).toBeCloseTo(0.025961, 6);
    expect(computeStrength(reading, [{ date: today, value_number: 50 }], today)).toBeCloseTo(0.051922, 6);
    const pushups = { type: 'number', target: null, created_at: today } as const;
    expect(computeStrength(pushups, [{ date: today, value_number: 3 }], today)).toBeCloseTo(0.051922, 6);
  });

  it('is 0 before the habit starts and ignores logs after today', () => {
    expect(computeStrength({ ...meditation, created_at: addDays(today, 1) }, [], today)).toBe(0);
    expect(computeStrength(meditation, [done(addDays(today, 1))], today)).toBe(0);
    expect(computeStrength({ ...meditation, created_at: 'unknown' }, [], today)).toBe(0);
  });

  it('stays between 0 and 1 for any history', () => {
    const offsets = fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 200 });
    fc.assert(
      fc.property(offsets, fc.integer({ min: 0, max: 400 }), (list, age) => {
        const habit = { ...meditation, created_at: addDays(today, -age) };
        const score = computeStrength(
          habit,
          list.map((offset) => done(addDays(today, -offset))),
          today,
        );
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThan(1);
      }),
    );
  });
});
