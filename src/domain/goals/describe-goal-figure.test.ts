import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeGoalAmount, describeGoalFigure, type TGoalFigureInput } from './describe-goal-figure';

const goal = (fields: Partial<TGoalFigureInput>): TGoalFigureInput => ({
  target_value: null,
  unit: null,
  progress: 0,
  source: 'none',
  logged_value: 0,
  ...fields,
});

describe('describeGoalAmount and describeGoalFigure', () => {
  it('says a target goal as "N of M", beside the percentage it is', () => {
    const books = goal({
      target_value: 12,
      unit: 'books',
      progress: 0.25,
      source: 'target',
      logged_value: 3,
    });
    expect(describeGoalAmount(books)).toBe('3 of 12 books');
    expect(describeGoalFigure(books)).toBe('25% (3 of 12 books)');
  });

  // Issue 35: a goal without a target showed "0%" to partners while 42 km had been logged.
  it('says a goal without a target as the amount logged, never 0%', () => {
    const run = goal({ unit: 'km', source: 'amount', logged_value: 42.5 });
    expect(describeGoalAmount(run)).toBe('42.5 km logged');
    expect(describeGoalFigure(run)).toBe('42.5 km logged');
  });

  it('says habit consistency as such, and nothing of an amount when there is none', () => {
    expect(describeGoalFigure(goal({ source: 'habits', progress: 0.6 }))).toBe('60% habit consistency');
    expect(describeGoalAmount(goal({}))).toBeNull();
    expect(describeGoalFigure(goal({}))).toBe('0%');
  });

  it('writes a target goal’s logged amount and target, rounded to hundredths, for any values', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 1e6 }),
        (logged, target) => {
          const said = describeGoalAmount(
            goal({ target_value: target, source: 'target', logged_value: logged }),
          );
          expect(said).toBe(`${Math.round(logged * 100) / 100} of ${target}`);
        },
      ),
    );
  });
});
