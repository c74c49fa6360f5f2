import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewUpdateHabit, validateUpdateHabit } from './update-habit.action';

const context = { ownedHabitIds: ['habit-1', 'habit-2'] };

describe('validateUpdateHabit', () => {
  it('returns only the fields to change, with aliases read', () => {
    expect(
      validateUpdateHabit(
        { id: ' habit-1 ', title: 'Read more', goal: '30', units: 'pages', active: 'false' },
        context,
      ),
    ).toEqual({
      ok: true,
      value: {
        type: 'update_habit',
        habit_id: 'habit-1',
        changes: { name: 'Read more', target: 30, unit: 'pages', active: false },
      },
      warnings: [],
    });
  });

  it('can change the type and order, and clear a target or unit with null', () => {
    const result = validateUpdateHabit(
      { habit_id: 'habit-2', type: 'count', target: null, unit: '', sort_order: '3' },
      context,
    );
    expect(result).toMatchObject({
      ok: true,
      value: { changes: { type: 'number', target: null, unit: null, sort_order: 3 } },
    });
  });

  it('refuses a habit the user does not own, or none at all', () => {
    for (const payload of [{ habit_id: 'someone-elses', name: 'Read' }, { name: 'Read' }, { habit_id: 7 }]) {
      expect(validateUpdateHabit(payload, context)).toEqual({
        ok: false,
        errors: ['Habit not found or access denied'],
        warnings: [],
      });
    }
  });

  it('applies the name and target rules of create_habit, and reports ownership with them', () => {
    expect(validateUpdateHabit({ habit_id: 'nope', name: 'R', target: 20_000 }, context)).toEqual({
      ok: false,
      errors: [
        'Habit not found or access denied',
        'Habit name must be at least 2 characters',
        'Target value must be between 0 and 10,000',
      ],
      warnings: [],
    });
  });

  it('refuses unreadable active flags and positions', () => {
    expect(
      validateUpdateHabit({ habit_id: 'habit-1', active: 'maybe', sort_order: 1.5 }, context),
    ).toMatchObject({
      ok: false,
      errors: ['Active must be true or false', 'Sort order must be a whole number'],
    });
  });

  it('warns when there is nothing to change', () => {
    expect(validateUpdateHabit({ habit_id: 'habit-1' }, context)).toMatchObject({
      ok: true,
      value: { changes: {} },
      warnings: ['No changes to apply'],
    });
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom('habit-1', 'true', '12', ''));
    const payload = fc.oneof(
      fc.anything(),
      fc.record(
        { habit_id: field, name: field, target: field, unit: field, active: field, sort_order: field },
        {
          requiredKeys: [],
        },
      ),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateUpdateHabit(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('previewUpdateHabit', () => {
  it('lists the changes in one line', () => {
    expect(
      previewUpdateHabit({
        type: 'update_habit',
        habit_id: 'habit-1',
        changes: { name: 'Read more', target: 30, unit: null, active: false },
      }),
    ).toBe('Update habit — rename to "Read more", target 30, remove the unit, make it inactive');
    expect(previewUpdateHabit({ type: 'update_habit', habit_id: 'habit-1', changes: {} })).toBe(
      'Update habit — no changes',
    );
  });

  it('says a pause by the day the habit counts again, as the user said it ("until Monday")', () => {
    const pause = (start: string | null, end: string | null) =>
      previewUpdateHabit({ type: 'update_habit', habit_id: 'habit-1', changes: { pause: { start, end } } });
    expect(pause('2026-03-12', '2026-03-15')).toBe(
      'Update habit — pause it from 12 Mar 2026, back on 16 Mar 2026',
    );
    expect(pause(null, null)).toBe('Update habit — pause it until resumed');
  });
});
