import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewCreateHabit, validateCreateHabit } from './create-habit.action';

const now = new Date('2026-03-01T12:00:00Z');
const context = { existingHabits: [], now };

describe('validateCreateHabit', () => {
  it('accepts a yes/no habit by default', () => {
    expect(validateCreateHabit({ name: '  Meditate ' }, context)).toEqual({
      ok: true,
      value: { type: 'create_habit', habit: { name: 'Meditate', type: 'boolean', target: null, unit: null } },
      warnings: [],
    });
  });

  it('makes a habit with a target or a unit numeric', () => {
    const withTarget = validateCreateHabit({ name: 'Read', target: 20, unit: 'pages' }, context);
    expect(withTarget).toMatchObject({
      ok: true,
      value: { habit: { type: 'number', target: 20, unit: 'pages' } },
    });
    const withUnit = validateCreateHabit({ name: 'Run', unit: 'km' }, context);
    expect(withUnit).toMatchObject({
      ok: true,
      value: { habit: { type: 'number', target: null, unit: 'km' } },
    });
  });

  it('reads aliases of the name, type, target and unit', () => {
    const result = validateCreateHabit(
      { title: 'Push-ups', kind: 'Count', goal: '30', units: 'reps' },
      context,
    );
    expect(result).toMatchObject({
      ok: true,
      value: { habit: { name: 'Push-ups', type: 'number', target: 30, unit: 'reps' } },
    });
    for (const [alias, spelling, type] of [
      ['habit_type', 'yes/no', 'boolean'],
      ['value_type', 'checkbox', 'boolean'],
      ['kind', 'bool', 'boolean'],
      ['type', 'quantity', 'number'],
      ['type', 'numeric', 'number'],
      ['kind', 'duration', 'number'],
    ] as const) {
      expect(validateCreateHabit({ name: 'Stretch', [alias]: spelling }, context)).toMatchObject({
        ok: true,
        value: { habit: { type } },
      });
    }
    expect(validateCreateHabit({ name: 'Walk', target_value: 5, measure: 'km' }, context)).toMatchObject({
      value: { habit: { target: 5, unit: 'km' } },
    });
    expect(validateCreateHabit({ name: 'Walk', amount: 5 }, context)).toMatchObject({
      value: { habit: { target: 5 } },
    });
  });

  it('drops a target given to a habit said to be yes/no', () => {
    expect(
      validateCreateHabit({ name: 'Floss', type: 'boolean', target: 1, unit: 'times' }, context),
    ).toMatchObject({
      ok: true,
      value: { habit: { type: 'boolean', target: null, unit: null } },
    });
    // Dropped, so not judged: the 0 to 10,000 rule is for what a habit counts.
    expect(
      validateCreateHabit({ name: 'Floss', type: 'yes/no', target: 20_000, unit: 42 }, context),
    ).toMatchObject({ ok: true, value: { habit: { type: 'boolean', target: null, unit: null } } });
  });

  it('reads a blank target or unit as none, so the habit is yes/no', () => {
    for (const blanks of [{ unit: '' }, { unit: '  ', target: '' }, { target: null, unit: null }]) {
      expect(validateCreateHabit({ name: 'Walk', ...blanks }, context)).toEqual({
        ok: true,
        value: { type: 'create_habit', habit: { name: 'Walk', type: 'boolean', target: null, unit: null } },
        warnings: [],
      });
    }
    for (const counted of [
      { unit: 'pages', target: '' },
      { type: 'number', target: '  ' },
    ]) {
      expect(validateCreateHabit({ name: 'Read', ...counted }, context)).toMatchObject({
        ok: true,
        value: { habit: { type: 'number', target: null } },
      });
    }
  });

  it('requires a name of at least 2 characters', () => {
    for (const name of [undefined, '', ' x ', 42]) {
      expect(validateCreateHabit({ name }, context)).toEqual({
        ok: false,
        errors: ['Habit name must be at least 2 characters'],
        warnings: [],
      });
    }
  });

  it('requires a target between 0 and 10,000', () => {
    for (const target of [-1, 10_001, 'lots', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(validateCreateHabit({ name: 'Read', target }, context)).toMatchObject({
        ok: false,
        errors: ['Target value must be between 0 and 10,000'],
      });
    }
    expect(validateCreateHabit({ name: 'Read', target: 0 }, context).ok).toBe(true);
    expect(validateCreateHabit({ name: 'Read', target: '10000' }, context).ok).toBe(true);
  });

  it('rejects a habit type it cannot read, and reports every broken rule', () => {
    expect(validateCreateHabit({ name: 'R', type: 'timer', target: -5 }, context)).toEqual({
      ok: false,
      errors: [
        'Habit name must be at least 2 characters',
        'Habit type must be boolean or number',
        'Target value must be between 0 and 10,000',
      ],
      warnings: [],
    });
  });

  it('warns about a name over 50 characters', () => {
    const result = validateCreateHabit({ name: 'x'.repeat(51) }, context);
    expect(result).toMatchObject({ ok: true, warnings: ['Habit name is long (over 50 characters)'] });
    expect(validateCreateHabit({ name: 'x'.repeat(50) }, context).warnings).toEqual([]);
  });

  it('warns about a similar existing habit', () => {
    const existingHabits = [{ name: 'Read', created_at: '2025-01-01T00:00:00Z' }];
    expect(validateCreateHabit({ name: 'read  books' }, { existingHabits, now }).warnings).toEqual([
      'A similar habit already exists: "Read"',
    ]);
  });

  it('warns once 3 habits were created within the last hour', () => {
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    const existingHabits = [
      { name: 'Walk', created_at: minutesAgo(5) },
      { name: 'Journal', created_at: new Date(now.getTime() - 30 * 60_000) },
      { name: 'Stretch', created_at: minutesAgo(59) },
      { name: 'Floss', created_at: minutesAgo(61) },
    ];
    expect(validateCreateHabit({ name: 'Meditate' }, { existingHabits, now }).warnings).toEqual([
      '3 habits were already created in the last hour',
    ]);
    expect(
      validateCreateHabit({ name: 'Meditate' }, { existingHabits: existingHabits.slice(1), now }).warnings,
    ).toEqual([]);
  });

  it('rejects a payload that is not an object', () => {
    expect(validateCreateHabit('Read', context)).toMatchObject({
      ok: false,
      errors: ['Invalid action format'],
    });
  });

  it('never throws: any input gives a value or errors, always with a warning list', () => {
    const field = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.constantFrom('yes_no', 'count', ''));
    const payload = fc.oneof(
      fc.anything(),
      fc.record(
        { name: field, title: field, type: field, kind: field, target: field, goal: field, unit: field },
        {
          requiredKeys: [],
        },
      ),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateCreateHabit(input, context);
        expect(Array.isArray(result.warnings)).toBe(true);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('previewCreateHabit', () => {
  it('describes the habit in one line', () => {
    const preview = (habit: Parameters<typeof previewCreateHabit>[0]['habit']) =>
      previewCreateHabit({ type: 'create_habit', habit });
    expect(preview({ name: 'Read', type: 'number', target: 20, unit: 'pages' })).toBe(
      'Create habit "Read" — 20 pages daily',
    );
    expect(preview({ name: 'Meditate', type: 'boolean', target: null, unit: null })).toBe(
      'Create habit "Meditate" — yes or no, daily',
    );
    expect(preview({ name: 'Run', type: 'number', target: null, unit: 'km' })).toBe(
      'Create habit "Run" — counted in km daily',
    );
    expect(preview({ name: 'Water', type: 'number', target: 8, unit: null })).toBe(
      'Create habit "Water" — 8 daily',
    );
  });
});
