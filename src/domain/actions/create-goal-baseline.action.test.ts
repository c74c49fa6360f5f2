import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewCreateGoalBaseline, validateCreateGoalBaseline } from './create-goal-baseline.action';

const context = { ownedGoalIds: ['goal-1'] };

describe('validateCreateGoalBaseline', () => {
  it('records a metric and its value for an owned goal, with aliases read', () => {
    expect(
      validateCreateGoalBaseline(
        { goal_id: 'goal-1', metric: ' Weight ', value: '82.5', units: 'kg' },
        context,
      ),
    ).toEqual({
      ok: true,
      value: { type: 'create_goal_baseline', goal_id: 'goal-1', metric: 'Weight', value: 82.5, unit: 'kg' },
      warnings: [],
    });
    expect(
      validateCreateGoalBaseline({ id: 'goal-1', name: '5k time', baseline: 31 }, context),
    ).toMatchObject({
      value: { metric: '5k time', value: 31, unit: null },
    });
  });

  it('requires a metric of at least 2 characters and a value from 0 to 10,000,000', () => {
    expect(validateCreateGoalBaseline({ goal_id: 'goal-1', metric: 'w', value: -1 }, context)).toEqual({
      ok: false,
      errors: [
        'Baseline metric must be at least 2 characters',
        'Baseline value must be between 0 and 10,000,000',
      ],
      warnings: [],
    });
    expect(
      validateCreateGoalBaseline({ goal_id: 'goal-1', metric: 'kg', value: 10_000_000 }, context).ok,
    ).toBe(true);
    for (const value of [10_000_001, undefined, 'heavy']) {
      expect(validateCreateGoalBaseline({ goal_id: 'goal-1', metric: 'kg', value }, context)).toMatchObject({
        errors: ['Baseline value must be between 0 and 10,000,000'],
      });
    }
  });

  it('refuses a goal the user does not own', () => {
    expect(
      validateCreateGoalBaseline({ goal_id: 'goal-2', metric: 'Weight', value: 80 }, context),
    ).toMatchObject({
      ok: false,
      errors: ['Goal not found or access denied'],
    });
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom('goal-1', 'Weight', '80', ''));
    const payload = fc.oneof(
      fc.anything(),
      fc.record({ goal_id: field, metric: field, value: field, unit: field }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateCreateGoalBaseline(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        else expect(typeof previewCreateGoalBaseline(result.value)).toBe('string');
      }),
    );
  });
});

describe('previewCreateGoalBaseline', () => {
  it('names the metric and value', () => {
    const base = { type: 'create_goal_baseline', goal_id: 'goal-1', metric: 'Weight', value: 82 } as const;
    expect(previewCreateGoalBaseline({ ...base, unit: 'kg' })).toBe('Record goal baseline — Weight: 82 kg');
    expect(previewCreateGoalBaseline({ ...base, unit: null })).toBe('Record goal baseline — Weight: 82');
  });
});
