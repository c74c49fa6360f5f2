import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewUpdateGoal, validateUpdateGoal } from './update-goal.action';

const context = { ownedGoalIds: ['goal-1', 'goal-2'] };

describe('validateUpdateGoal', () => {
  it('returns only the fields to change, with aliases read', () => {
    expect(
      validateUpdateGoal(
        {
          id: ' goal-1 ',
          name: 'Run a half marathon',
          target: '21',
          deadline: '2026-06-01',
          status: ' Paused',
        },
        context,
      ),
    ).toEqual({
      ok: true,
      value: {
        type: 'update_goal',
        goal_id: 'goal-1',
        changes: { name: 'Run a half marathon', target_value: 21, end_date: '2026-06-01', status: 'paused' },
      },
      warnings: [],
    });
  });

  it('clears a description, target or unit with null or blank', () => {
    expect(
      validateUpdateGoal({ goal_id: 'goal-2', description: '', target_value: null, units: null }, context),
    ).toMatchObject({ value: { changes: { description: null, target_value: null, unit: null } } });
  });

  it('refuses a goal the user does not own, or none at all', () => {
    for (const payload of [{ goal_id: 'goal-9', name: 'Save' }, { name: 'Save' }, { goal_id: 3 }]) {
      expect(validateUpdateGoal(payload, context)).toEqual({
        ok: false,
        errors: ['Goal not found or access denied'],
        warnings: [],
      });
    }
  });

  it('applies the name, target and end date rules of create_goal, with ownership', () => {
    expect(
      validateUpdateGoal(
        { goal_id: 'goal-9', name: 'Go', target_value: 2_000_000, end_date: '2026-13-01' },
        context,
      ),
    ).toEqual({
      ok: false,
      errors: [
        'Goal not found or access denied',
        'Goal title must be at least 3 characters',
        'Target value must be between 0 and 1,000,000',
        'Invalid date format: 2026-13-01',
      ],
      warnings: [],
    });
  });

  it('refuses a status it does not know', () => {
    expect(validateUpdateGoal({ goal_id: 'goal-1', status: 'abandoned' }, context)).toMatchObject({
      ok: false,
      errors: ['Goal status must be active, paused or completed'],
    });
  });

  it('warns when there is nothing to change', () => {
    expect(validateUpdateGoal({ goal_id: 'goal-1' }, context)).toMatchObject({
      ok: true,
      value: { changes: {} },
      warnings: ['No changes to apply'],
    });
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom('goal-1', 'completed', '2026-05-01', '12', ''));
    const payload = fc.oneof(
      fc.anything(),
      fc.record(
        {
          goal_id: field,
          id: field,
          name: field,
          target: field,
          end_date: field,
          status: field,
          unit: field,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateUpdateGoal(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        else expect(typeof previewUpdateGoal(result.value)).toBe('string');
      }),
    );
  });
});

describe('previewUpdateGoal', () => {
  it('lists the changes in one line', () => {
    expect(
      previewUpdateGoal({
        type: 'update_goal',
        goal_id: 'goal-1',
        changes: {
          name: 'Save more',
          target_value: 6000,
          unit: null,
          description: 'Bike',
          end_date: '2026-12-01',
          status: 'completed',
        },
      }),
    ).toBe(
      'Update goal — rename to "Save more", target 6000, remove the unit, new description, end date 1 Dec 2026, mark completed',
    );
    expect(previewUpdateGoal({ type: 'update_goal', goal_id: 'goal-1', changes: {} })).toBe(
      'Update goal — no changes',
    );
  });
});
