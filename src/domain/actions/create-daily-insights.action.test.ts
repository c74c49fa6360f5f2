import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewCreateDailyInsights, validateCreateDailyInsights } from './create-daily-insights.action';

const context = { today: '2026-03-10' };

describe('validateCreateDailyInsights', () => {
  it('saves insights and metrics for today unless a date is given', () => {
    expect(
      validateCreateDailyInsights({ insights: { mood: 'calm' }, metrics: { sleep_hours: 7 } }, context),
    ).toEqual({
      ok: true,
      value: {
        type: 'create_daily_insights',
        date: '2026-03-10',
        insights: { mood: 'calm' },
        metrics: { sleep_hours: 7 },
      },
      warnings: [],
    });
    expect(
      validateCreateDailyInsights({ date: '2026-03-09', metrics: { steps: 9000 } }, context),
    ).toMatchObject({
      value: { date: '2026-03-09', insights: {}, metrics: { steps: 9000 } },
    });
  });

  it('requires insights and metrics to be objects', () => {
    expect(validateCreateDailyInsights({ insights: ['calm'], metrics: 'good' }, context)).toEqual({
      ok: false,
      errors: ['Insights must be an object', 'Metrics must be an object'],
      warnings: [],
    });
  });

  it('refuses a date it cannot read', () => {
    expect(validateCreateDailyInsights({ date: '10/03/2026', insights: { a: 1 } }, context)).toMatchObject({
      errors: ['Invalid date format: 10/03/2026'],
    });
  });

  it('warns when there is nothing to save', () => {
    expect(validateCreateDailyInsights({}, context)).toMatchObject({
      ok: true,
      warnings: ['No insights or metrics to save'],
    });
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(fc.anything(), fc.object(), fc.constantFrom('2026-03-01', ''));
    const payload = fc.oneof(
      fc.anything(),
      fc.record({ date: field, insights: field, metrics: field }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateCreateDailyInsights(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        else expect(typeof previewCreateDailyInsights(result.value)).toBe('string');
      }),
    );
  });
});

describe('previewCreateDailyInsights', () => {
  it('says the date and how much is saved', () => {
    expect(
      previewCreateDailyInsights({
        type: 'create_daily_insights',
        date: '2026-03-10',
        insights: { mood: 'calm', focus: 'high' },
        metrics: { steps: 9000 },
      }),
    ).toBe('Save daily insights for 10 Mar 2026 — 2 insights, 1 metric');
  });
});
