import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewCreateUserSubskill, validateCreateUserSubskill } from './create-user-subskill.action';

const context = {
  ownedSkillIds: ['piano', 'chess'],
  ownedSubskills: [
    { id: 'scales', parent_skill_id: 'piano', name: 'Scales' },
    { id: 'endgames', parent_skill_id: 'chess', name: 'Endgames' },
  ],
};

describe('validateCreateUserSubskill', () => {
  it('creates a subskill under an owned skill, with aliases read', () => {
    expect(
      validateCreateUserSubskill({ parent_skill_id: 'piano', name: ' Sight reading ' }, context),
    ).toEqual({
      ok: true,
      value: {
        type: 'create_user_subskill',
        parent_skill_id: 'piano',
        name: 'Sight reading',
        description: null,
      },
      warnings: [],
    });
    expect(
      validateCreateUserSubskill(
        { skill_id: 'chess', title: 'Tactics', description: 'Puzzles daily' },
        context,
      ),
    ).toMatchObject({ value: { parent_skill_id: 'chess', name: 'Tactics', description: 'Puzzles daily' } });
  });

  it('refuses a parent skill the user does not own', () => {
    expect(validateCreateUserSubskill({ parent_skill_id: 'violin', name: 'Bowing' }, context)).toEqual({
      ok: false,
      errors: ['Parent skill not found or access denied'],
      warnings: [],
    });
  });

  it('requires a name of 2 to 50 characters', () => {
    expect(validateCreateUserSubskill({ parent_skill_id: 'piano', name: 'x' }, context)).toMatchObject({
      errors: ['Subskill name must be at least 2 characters'],
    });
    expect(validateCreateUserSubskill({ parent_skill_id: 'piano', name: 'x'.repeat(50) }, context).ok).toBe(
      true,
    );
    expect(
      validateCreateUserSubskill({ parent_skill_id: 'piano', name: 'x'.repeat(51) }, context),
    ).toMatchObject({
      errors: ['Subskill name is too long (max 50 characters)'],
    });
  });

  it('warns about a similar subskill of the same skill only', () => {
    expect(
      validateCreateUserSubskill({ parent_skill_id: 'piano', name: 'scales ' }, context).warnings,
    ).toEqual(['A similar subskill already exists: "Scales"']);
    expect(
      validateCreateUserSubskill({ parent_skill_id: 'chess', name: 'Scales' }, context).warnings,
    ).toEqual([]);
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom('piano', 'Scales', ''));
    const payload = fc.oneof(
      fc.anything(),
      fc.record({ parent_skill_id: field, name: field, description: field }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateCreateUserSubskill(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('previewCreateUserSubskill', () => {
  it('names the subskill', () => {
    expect(
      previewCreateUserSubskill({
        type: 'create_user_subskill',
        parent_skill_id: 'piano',
        name: 'Scales',
        description: null,
      }),
    ).toBe('Create subskill "Scales"');
  });
});
