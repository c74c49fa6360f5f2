import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewLinkHabitToGoal, validateLinkHabitToGoal } from './link-habit-to-goal.action';

const context = { ownedHabitIds: ['habit-1'], ownedGoalIds: ['goal-1'] };

describe('validateLinkHabitToGoal', () => {
  it('links an owned habit to an owned goal, contributing 1 unless told', () => {
    expect(validateLinkHabitToGoal({ habit_id: 'habit-1', goal_id: ' goal-1 ' }, context)).toEqual({
      ok: true,
      value: { type: 'link_habit_to_goal', habit_id: 'habit-1', goal_id: 'goal-1', contribution: 1 },
      warnings: [],
    });
    expect(
      validateLinkHabitToGoal({ habit_id: 'habit-1', goal_id: 'goal-1', weight: '2.5' }, context),
    ).toMatchObject({
      value: { contribution: 2.5 },
    });
  });

  it('requires a contribution from 0 to 5', () => {
    for (const contribution of [0, 5]) {
      expect(
        validateLinkHabitToGoal({ habit_id: 'habit-1', goal_id: 'goal-1', contribution }, context).ok,
      ).toBe(true);
    }
    for (const contribution of [-0.1, 5.1, 'high']) {
      expect(
        validateLinkHabitToGoal({ habit_id: 'habit-1', goal_id: 'goal-1', contribution }, context),
      ).toMatchObject({
        ok: false,
        errors: ['Contribution must be between 0 and 5'],
      });
    }
  });

  it('refuses a habit or goal the user does not own', () => {
    expect(
      validateLinkHabitToGoal({ habit_id: 'habit-2', goal_id: 'goal-2', contribution: 9 }, context),
    ).toEqual({
      ok: false,
      errors: [
        'Habit not found or access denied',
        'Goal not found or access denied',
        'Contribution must be between 0 and 5',
      ],
      warnings: [],
    });
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom('habit-1', 'goal-1', '3', ''));
    const payload = fc.oneof(
      fc.anything(),
      fc.record(
        { habit_id: field, goal_id: field, contribution: field, weight: field },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateLinkHabitToGoal(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        else expect(result.value.contribution).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('previewLinkHabitToGoal', () => {
  it('states the contribution', () => {
    expect(
      previewLinkHabitToGoal({
        type: 'link_habit_to_goal',
        habit_id: 'habit-1',
        goal_id: 'goal-1',
        contribution: 2,
      }),
    ).toBe('Link habit to goal — contribution 2');
  });
});
