import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/date-key';
import { previewCreateGoal, type TGoalDraft, validateCreateGoal } from './create-goal.action';

const today = '2026-03-10';
const context = { today, goalCount: 0 };
const emptyGoal = { description: null, target_value: null, target_metric: null, unit: null, end_date: null };

describe('validateCreateGoal', () => {
  it('accepts a title alone, trimmed, as the goal name', () => {
    expect(validateCreateGoal({ title: '  Learn piano ' }, context)).toEqual({
      ok: true,
      value: { type: 'create_goal', goal: { ...emptyGoal, name: 'Learn piano' } },
      warnings: [],
    });
  });

  it('reads the aliases of the title, target, end date and unit', () => {
    const goal = { name: 'Run a marathon', target_value: 42, unit: 'km', end_date: '2026-08-01' };
    for (const payload of [
      { name: 'Run a marathon', target: '42', units: 'km', deadline: '2026-08-01' },
      { title: 'Run a marathon', value: 42, unit: 'km', due_date: '2026-08-01T10:00:00Z' },
      { title: 'Run a marathon', target_value: 42, units: 'km', target_date: '2026-08-01' },
    ]) {
      expect(validateCreateGoal(payload, context)).toMatchObject({ ok: true, value: { goal } });
    }
    expect(
      validateCreateGoal({ title: 'Save money', metric: 'savings', description: ' For a bike ' }, context),
    ).toMatchObject({ value: { goal: { target_metric: 'savings', description: 'For a bike' } } });
  });

  it('requires a title of 3 to 100 characters', () => {
    for (const title of [undefined, 'ab', '  ab ', 7]) {
      expect(validateCreateGoal({ title }, context)).toEqual({
        ok: false,
        errors: ['Goal title must be at least 3 characters'],
        warnings: [],
      });
    }
    expect(validateCreateGoal({ title: 'x'.repeat(100) }, context).ok).toBe(true);
    expect(validateCreateGoal({ title: 'x'.repeat(101) }, context)).toMatchObject({
      errors: ['Goal title is too long (max 100 characters)'],
    });
  });

  it('allows a description of up to 500 characters', () => {
    expect(validateCreateGoal({ title: 'Read', description: 'x'.repeat(500) }, context).ok).toBe(true);
    expect(validateCreateGoal({ title: 'Read', description: 'x'.repeat(501) }, context)).toMatchObject({
      errors: ['Goal description is too long (max 500 characters)'],
    });
  });

  it('requires a target value from 0 to 1,000,000', () => {
    for (const target_value of [-1, 1_000_001, 'many', Number.NaN]) {
      expect(validateCreateGoal({ title: 'Save', target_value }, context)).toMatchObject({
        ok: false,
        errors: ['Target value must be between 0 and 1,000,000'],
      });
    }
    expect(validateCreateGoal({ title: 'Save', target_value: 0 }, context).ok).toBe(true);
    expect(validateCreateGoal({ title: 'Save', target_value: '1000000' }, context).ok).toBe(true);
  });

  it('refuses an end date it cannot read, quoting it', () => {
    expect(validateCreateGoal({ title: 'Save', end_date: 'next summer' }, context)).toMatchObject({
      ok: false,
      errors: ['Invalid date format: next summer'],
    });
  });

  it('warns about an end date in the past or more than 6 months away', () => {
    const warningsFor = (end_date: string) =>
      validateCreateGoal({ title: 'Save', end_date }, context).warnings;
    expect(warningsFor(addDays(today, -1))).toEqual(['Goal end date is in the past']);
    expect(warningsFor(today)).toEqual([]);
    expect(warningsFor('2026-09-10')).toEqual([]);
    expect(warningsFor('2026-09-11')).toEqual(['Goal end date is more than 6 months away']);
  });

  it('warns at 10 or more goals', () => {
    expect(validateCreateGoal({ title: 'Save' }, { today, goalCount: 9 }).warnings).toEqual([]);
    expect(validateCreateGoal({ title: 'Save' }, { today, goalCount: 10 }).warnings).toEqual([
      'You already have 10 goals',
    ]);
  });

  it('reports every broken rule at once, and refuses what is not an object', () => {
    expect(validateCreateGoal({ title: 'G', target: -5, deadline: 'soon' }, context)).toEqual({
      ok: false,
      errors: [
        'Goal title must be at least 3 characters',
        'Target value must be between 0 and 1,000,000',
        'Invalid date format: soon',
      ],
      warnings: [],
    });
    expect(validateCreateGoal(['Save'], context)).toMatchObject({ errors: ['Invalid action format'] });
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(fc.anything(), fc.string(), fc.constantFrom('2026-05-01', '12', 'Read more', ''));
    const payload = fc.oneof(
      fc.anything(),
      fc.record(
        {
          title: field,
          name: field,
          target: field,
          value: field,
          deadline: field,
          units: field,
          description: field,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(payload, fc.nat(20), (input, goalCount) => {
        const result = validateCreateGoal(input, { today, goalCount });
        expect(Array.isArray(result.warnings)).toBe(true);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        else expect(typeof previewCreateGoal(result.value)).toBe('string');
      }),
    );
  });
});

describe('previewCreateGoal', () => {
  it('names the goal, its target and end date', () => {
    const preview = (goal: Partial<TGoalDraft>) =>
      previewCreateGoal({ type: 'create_goal', goal: { ...emptyGoal, name: 'Save', ...goal } });
    expect(preview({})).toBe('Create goal "Save"');
    expect(preview({ target_value: 5000, unit: 'EUR', end_date: '2026-12-31' })).toBe(
      'Create goal "Save" — 5000 EUR by 31 Dec 2026',
    );
    expect(preview({ target_value: 12, target_metric: 'books' })).toBe('Create goal "Save" — 12 books');
    expect(preview({ end_date: '2026-12-31' })).toBe('Create goal "Save" — by 31 Dec 2026');
    expect(preview({ target_value: 0, unit: 'cigarettes' })).toBe('Create goal "Save" — 0 cigarettes');
  });
});
