import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewUpdateSkillBaseline, validateUpdateSkillBaseline } from './update-skill-baseline.action';

const context = { ownedSkillIds: ['skill-1'] };

describe('validateUpdateSkillBaseline', () => {
  it('sets the baseline hours of an owned skill, with aliases read', () => {
    expect(validateUpdateSkillBaseline({ skill_id: 'skill-1', baseline_hours: 120 }, context)).toEqual({
      ok: true,
      value: { type: 'update_skill_baseline', skill_id: 'skill-1', baseline_hours: 120 },
      warnings: [],
    });
    expect(validateUpdateSkillBaseline({ id: 'skill-1', hours: '2.5' }, context)).toMatchObject({
      value: { baseline_hours: 2.5 },
    });
  });

  it('requires 0 to 10,000 hours', () => {
    expect(validateUpdateSkillBaseline({ skill_id: 'skill-1', baseline_hours: 0 }, context).ok).toBe(true);
    expect(validateUpdateSkillBaseline({ skill_id: 'skill-1', baseline_hours: 10_000 }, context).ok).toBe(
      true,
    );
    for (const baseline_hours of [-1, 10_001, undefined, 'lots']) {
      expect(validateUpdateSkillBaseline({ skill_id: 'skill-1', baseline_hours }, context)).toMatchObject({
        ok: false,
        errors: ['Baseline hours must be between 0 and 10,000'],
      });
    }
  });

  it('refuses a skill the user does not own', () => {
    expect(validateUpdateSkillBaseline({ skill_id: 'skill-2', baseline_hours: 5 }, context)).toEqual({
      ok: false,
      errors: ['Skill not found or access denied'],
      warnings: [],
    });
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom('skill-1', '12', ''));
    const payload = fc.oneof(
      fc.anything(),
      fc.record({ skill_id: field, baseline_hours: field, hours: field }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateUpdateSkillBaseline(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('previewUpdateSkillBaseline', () => {
  it('states the hours', () => {
    const preview = (baseline_hours: number) =>
      previewUpdateSkillBaseline({ type: 'update_skill_baseline', skill_id: 'skill-1', baseline_hours });
    expect(preview(120)).toBe('Set skill baseline to 120 hours');
    expect(preview(1)).toBe('Set skill baseline to 1 hour');
  });
});
