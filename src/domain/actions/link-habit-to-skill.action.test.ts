import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewLinkHabitToSkill, validateLinkHabitToSkill } from './link-habit-to-skill.action';

const context = { ownedHabitIds: ['habit-1'], ownedSkillIds: ['skill-1'] };

describe('validateLinkHabitToSkill', () => {
  it('links an owned habit to an owned skill, weighing 1 unless told', () => {
    expect(validateLinkHabitToSkill({ habit_id: 'habit-1', skill_id: 'skill-1' }, context)).toEqual({
      ok: true,
      value: { type: 'link_habit_to_skill', habit_id: 'habit-1', skill_id: 'skill-1', weight: 1 },
      warnings: [],
    });
    expect(
      validateLinkHabitToSkill({ habit_id: 'habit-1', skill_id: 'skill-1', contribution: 4 }, context),
    ).toMatchObject({
      value: { weight: 4 },
    });
  });

  it('requires a weight from 0 to 5', () => {
    for (const weight of [-1, 6, 'heavy', Number.POSITIVE_INFINITY]) {
      expect(
        validateLinkHabitToSkill({ habit_id: 'habit-1', skill_id: 'skill-1', weight }, context),
      ).toMatchObject({
        ok: false,
        errors: ['Weight must be between 0 and 5'],
      });
    }
  });

  it('refuses a habit or skill the user does not own', () => {
    expect(validateLinkHabitToSkill({ habit_id: 'habit-1', skill_id: 'skill-2' }, context)).toMatchObject({
      ok: false,
      errors: ['Skill not found or access denied'],
    });
    expect(validateLinkHabitToSkill({ skill_id: 'skill-1' }, context)).toMatchObject({
      errors: ['Habit not found or access denied'],
    });
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom('habit-1', 'skill-1', '3', ''));
    const payload = fc.oneof(
      fc.anything(),
      fc.record({ habit_id: field, skill_id: field, weight: field }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateLinkHabitToSkill(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('previewLinkHabitToSkill', () => {
  it('states the weight', () => {
    expect(
      previewLinkHabitToSkill({
        type: 'link_habit_to_skill',
        habit_id: 'habit-1',
        skill_id: 'skill-1',
        weight: 0.5,
      }),
    ).toBe('Link habit to skill — weight 0.5');
  });
});
