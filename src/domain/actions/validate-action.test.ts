import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { previewAction, type TAction, type TActionContext, validateAction } from './validate-action';

const context: TActionContext = {
  existingHabits: [{ name: 'Read', created_at: '2026-01-01T00:00:00Z' }],
  now: new Date('2026-03-10T12:00:00Z'),
  ownedHabitIds: ['habit-1'],
  today: '2026-03-10',
};

describe('validateAction', () => {
  it('refuses anything but a plain object with a type', () => {
    for (const input of [
      null,
      undefined,
      'create_habit',
      42,
      [],
      ['create_habit'],
      new Date(),
      {},
      { type: 5 },
    ]) {
      expect(validateAction(input, context)).toEqual({
        ok: false,
        errors: ['Invalid action format'],
        warnings: [],
      });
    }
  });

  it('names an unknown type', () => {
    expect(validateAction({ type: 'delete_everything' }, context)).toEqual({
      ok: false,
      errors: ['Unknown action type: delete_everything'],
      warnings: [],
    });
    expect(validateAction({ type: 'constructor' }, context)).toMatchObject({
      errors: ['Unknown action type: constructor'],
    });
  });

  it('dispatches each known type to its rules', () => {
    expect(validateAction({ type: 'create_habit', name: 'Meditate' }, context)).toMatchObject({
      ok: true,
      value: { type: 'create_habit', habit: { name: 'Meditate', type: 'boolean' } },
    });
    expect(validateAction({ type: 'update_habit', habit_id: 'habit-2', name: 'Run' }, context)).toMatchObject(
      {
        ok: false,
        errors: ['Habit not found or access denied'],
      },
    );
    expect(
      validateAction({ type: 'log_habit', habit_id: 'habit-1', completed: true }, context),
    ).toMatchObject({
      ok: true,
      value: { type: 'log_habit', date: '2026-03-10', value_boolean: true },
    });
    expect(validateAction({ type: 'set_focus', focus: 'Hi' }, context)).toMatchObject({
      ok: false,
      errors: ['Focus text must be at least 3 characters'],
    });
  });

  it('reads the type loosely, and gives the habit type by another name when the action has a type', () => {
    expect(
      validateAction(
        { type: ' Create_Habit ', name: 'Read books', kind: 'count', target: 20, unit: 'pages' },
        context,
      ),
    ).toEqual({
      ok: true,
      value: {
        type: 'create_habit',
        habit: { name: 'Read books', type: 'number', target: 20, unit: 'pages' },
      },
      warnings: ['A similar habit already exists: "Read"'],
    });
  });

  it('previews any validated action in one line', () => {
    const preview = (input: object) => {
      const result = validateAction(input, context);
      if (!result.ok) throw new Error(result.errors.join(', '));
      return previewAction(result.value);
    };
    expect(preview({ type: 'create_habit', name: 'Meditate' })).toBe(
      'Create habit "Meditate" — yes or no, daily',
    );
    expect(preview({ type: 'update_habit', id: 'habit-1', target: 25 })).toBe('Update habit — target 25');
    expect(preview({ type: 'log_habit', habit_id: 'habit-1', value: 12 })).toBe(
      'Log habit on 2026-03-10 — 12',
    );
    expect(preview({ type: 'set_focus', text: 'Deep work' })).toBe('Set focus for 2026-03-10: "Deep work"');
    expect(preview({ type: 'update_user_preferences', week_start: 'Sunday' })).toBe(
      'Update preferences — week starts on Sunday',
    );
  });

  it('types the result as the union of the actions', () => {
    expectTypeOf<TAction['type']>().toEqualTypeOf<
      'create_habit' | 'update_habit' | 'log_habit' | 'set_focus' | 'update_user_preferences'
    >();
  });

  it('never throws: any input gives a value or errors, never both missing', () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withNullPrototype: true,
      withObjectString: true,
      withSet: true,
      withSparseArray: true,
      withTypedArray: true,
    });
    const type = fc.constantFrom(
      'create_habit',
      'update_habit',
      'log_habit',
      'set_focus',
      'batch',
      'CREATE_HABIT',
    );
    const action = fc.oneof(
      anything,
      fc
        .dictionary(fc.string(), anything)
        .chain((payload) => type.map((name) => ({ ...payload, type: name }))),
    );
    fc.assert(
      fc.property(action, (input) => {
        const result = validateAction(input, context);
        if (result.ok) expect(typeof previewAction(result.value)).toBe('string');
        else expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 1_000 },
    );
  });
});
