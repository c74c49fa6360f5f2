import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildHabitLogValues, computeIsComplete, computeProgress } from './habit-log-value';

describe('computeIsComplete', () => {
  it('follows the value of a boolean habit', () => {
    expect(computeIsComplete({ type: 'boolean', value_boolean: true })).toBe(true);
    expect(computeIsComplete({ type: 'boolean', value_boolean: false })).toBe(false);
  });

  it('counts a numeric habit complete above 0', () => {
    expect(computeIsComplete({ type: 'number', value_number: 0.5 })).toBe(true);
    expect(computeIsComplete({ type: 'number', value_number: 0 })).toBe(false);
    expect(computeIsComplete({ type: 'number', value_number: -3 })).toBe(false);
  });

  it('is false when only time was tracked or nothing was given', () => {
    expect(computeIsComplete({ type: 'number', value_number: 0, time_tracked_seconds: 900 })).toBe(false);
    expect(computeIsComplete({ type: 'boolean', time_tracked_seconds: 900 })).toBe(false);
    expect(computeIsComplete({ type: 'boolean' })).toBe(false);
    expect(computeIsComplete({ type: 'number' })).toBe(false);
  });
});

describe('buildHabitLogValues', () => {
  const reading = { type: 'number', target: 20 } as const;
  const meditation = { type: 'boolean', target: null } as const;

  it('stores a numeric value and completes above 0, even below the target', () => {
    expect(buildHabitLogValues(reading, { value_number: 5 })).toEqual({
      value_number: 5,
      value_boolean: null,
      time_tracked_seconds: 0,
      is_complete: true,
    });
  });

  it('stores a boolean value as given', () => {
    expect(buildHabitLogValues(meditation, { value_boolean: true, time_tracked_seconds: 600 })).toEqual({
      value_number: null,
      value_boolean: true,
      time_tracked_seconds: 600,
      is_complete: true,
    });
  });

  it('stores value 0 or false and not complete when only time was tracked', () => {
    expect(buildHabitLogValues(reading, { time_tracked_seconds: 1500 })).toEqual({
      value_number: 0,
      value_boolean: null,
      time_tracked_seconds: 1500,
      is_complete: false,
    });
    expect(buildHabitLogValues(meditation, { time_tracked_seconds: 1500 })).toMatchObject({
      value_boolean: false,
      is_complete: false,
    });
  });

  it('translates a value of the other kind', () => {
    expect(buildHabitLogValues(reading, { value_boolean: true })).toMatchObject({
      value_number: 20,
      is_complete: true,
    });
    expect(buildHabitLogValues({ type: 'number' }, { value_boolean: true })).toMatchObject({
      value_number: 1,
    });
    expect(buildHabitLogValues(reading, { value_boolean: false })).toMatchObject({
      value_number: 0,
      is_complete: false,
    });
    expect(buildHabitLogValues(meditation, { value_number: 2 })).toMatchObject({
      value_boolean: true,
      is_complete: true,
    });
  });

  it('rounds tracked time to whole seconds, as the column holds', () => {
    expect(buildHabitLogValues(reading, { time_tracked_seconds: 61.6 }).time_tracked_seconds).toBe(62);
  });

  it('always agrees with computeIsComplete on the row it builds', () => {
    const input = fc.record(
      {
        value_number: fc.option(fc.double({ noNaN: true, min: -100, max: 100 })),
        value_boolean: fc.option(fc.boolean()),
        time_tracked_seconds: fc.option(fc.integer({ min: 0, max: 86_400 })),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('boolean', 'number') as fc.Arbitrary<'boolean' | 'number'>,
        input,
        (type, log) => {
          const row = buildHabitLogValues({ type, target: 10 }, log);
          expect(row.is_complete).toBe(computeIsComplete({ type, ...row }));
        },
      ),
    );
  });
});

describe('computeProgress', () => {
  it('measures a numeric habit against its target, capped at 1', () => {
    const habit = { type: 'number', target: 20 } as const;
    expect(computeProgress(habit, { value_number: 5 })).toBe(0.25);
    expect(computeProgress(habit, { value_number: 40 })).toBe(1);
    expect(computeProgress(habit, { value_number: 0 })).toBe(0);
    expect(computeProgress(habit, { value_number: -5 })).toBe(0);
  });

  it('is all or nothing without a target, for boolean habits and when there is no log', () => {
    expect(computeProgress({ type: 'number', target: null }, { value_number: 3 })).toBe(1);
    expect(computeProgress({ type: 'number', target: 0 }, { value_number: 0 })).toBe(0);
    expect(computeProgress({ type: 'boolean' }, { value_boolean: true })).toBe(1);
    expect(computeProgress({ type: 'boolean' }, { value_boolean: false })).toBe(0);
    expect(computeProgress({ type: 'number', target: 20 }, null)).toBe(0);
  });
});
