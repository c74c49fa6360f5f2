import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewCreateSkillEntry, validateCreateSkillEntry } from './create-skill-entry.action';

const today = '2026-03-10';
const context = {
  ownedSkillIds: ['piano', 'chess'],
  ownedSubskills: [
    { id: 'scales', parent_skill_id: 'piano', name: 'Scales' },
    { id: 'openings', parent_skill_id: 'chess', name: 'Openings' },
  ],
  ownedHabitIds: ['habit-1'],
  today,
};

describe('validateCreateSkillEntry', () => {
  it('logs practice of an owned subskill under its skill, today unless told', () => {
    expect(
      validateCreateSkillEntry({ skill_id: 'scales', parent_skill_id: 'piano', seconds: 1800 }, context),
    ).toEqual({
      ok: true,
      value: {
        type: 'create_skill_entry',
        skill_id: 'scales',
        parent_skill_id: 'piano',
        habit_id: null,
        seconds: 1800,
        date: today,
        session_type: null,
        quality_rating: null,
      },
      warnings: [],
    });
  });

  it("takes the subskill's own skill when none is given, and reads aliases", () => {
    expect(
      validateCreateSkillEntry(
        {
          subskill_id: 'scales',
          minutes: '45',
          rating: '4',
          date: '2026-03-09',
          session_type: 'drill',
          habit_id: 'habit-1',
        },
        context,
      ),
    ).toMatchObject({
      ok: true,
      value: {
        parent_skill_id: 'piano',
        seconds: 2700,
        quality_rating: 4,
        date: '2026-03-09',
        session_type: 'drill',
        habit_id: 'habit-1',
      },
    });
  });

  it('requires the skill and the parent skill to belong to the user, and to each other', () => {
    expect(validateCreateSkillEntry({ skill_id: 'someone-elses', seconds: 60 }, context)).toEqual({
      ok: false,
      errors: ['Skill not found or access denied'],
      warnings: [],
    });
    expect(
      validateCreateSkillEntry({ skill_id: 'scales', parent_skill_id: 'violin', seconds: 60 }, context),
    ).toMatchObject({
      errors: ['Parent skill not found or access denied'],
    });
    expect(
      validateCreateSkillEntry({ skill_id: 'scales', parent_skill_id: 'chess', seconds: 60 }, context),
    ).toMatchObject({
      errors: ['Skill does not belong to the parent skill'],
    });
    expect(
      validateCreateSkillEntry({ skill_id: 'scales', habit_id: 'habit-2', seconds: 60 }, context),
    ).toMatchObject({
      errors: ['Habit not found or access denied'],
    });
  });

  it('requires 1 second to 24 hours of practice, in whole seconds', () => {
    expect(validateCreateSkillEntry({ skill_id: 'scales', seconds: 86_400 }, context).ok).toBe(true);
    expect(validateCreateSkillEntry({ skill_id: 'scales', seconds: '90.4' }, context)).toMatchObject({
      value: { seconds: 90 },
    });
    for (const seconds of [0, 0.5, 86_401, undefined, 'long']) {
      expect(validateCreateSkillEntry({ skill_id: 'scales', seconds }, context)).toMatchObject({
        ok: false,
        errors: ['Practice time must be between 1 second and 24 hours'],
      });
    }
  });

  it('requires a quality rating from 1 to 5 and a readable date', () => {
    for (const quality_rating of [0, 6, 3.5, 'great']) {
      expect(
        validateCreateSkillEntry({ skill_id: 'scales', seconds: 60, quality_rating }, context),
      ).toMatchObject({
        errors: ['Quality rating must be between 1 and 5'],
      });
    }
    expect(
      validateCreateSkillEntry({ skill_id: 'scales', seconds: 60, date: 'yesterday' }, context),
    ).toMatchObject({
      errors: ['Invalid date format: yesterday'],
    });
  });

  it('warns above 7,200 seconds', () => {
    expect(validateCreateSkillEntry({ skill_id: 'scales', seconds: 7200 }, context).warnings).toEqual([]);
    expect(validateCreateSkillEntry({ skill_id: 'scales', seconds: 7201 }, context).warnings).toEqual([
      'This practice session is longer than 2 hours',
    ]);
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(
      fc.anything(),
      fc.constantFrom('scales', 'piano', 'chess', 'habit-1', '60', '4', ''),
    );
    const payload = fc.oneof(
      fc.anything(),
      fc.record(
        {
          skill_id: field,
          parent_skill_id: field,
          habit_id: field,
          seconds: field,
          minutes: field,
          date: field,
          quality_rating: field,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateCreateSkillEntry(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        else expect(typeof previewCreateSkillEntry(result.value)).toBe('string');
      }),
    );
  });
});

describe('previewCreateSkillEntry', () => {
  it('says how long, when and how well', () => {
    const base = {
      type: 'create_skill_entry',
      skill_id: 'scales',
      parent_skill_id: 'piano',
      habit_id: null,
      date: today,
      session_type: null,
    } as const;
    expect(previewCreateSkillEntry({ ...base, seconds: 2700, quality_rating: 4 })).toBe(
      'Log 45 min of practice on 10 Mar 2026 (quality 4/5)',
    );
    expect(previewCreateSkillEntry({ ...base, seconds: 5400, quality_rating: null })).toBe(
      'Log 1 h 30 min of practice on 10 Mar 2026',
    );
  });
});
