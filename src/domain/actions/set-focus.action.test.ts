import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/date-key';
import { previewSetFocus, validateSetFocus } from './set-focus.action';

const today = '2026-03-10';
const context = { today };

describe('validateSetFocus', () => {
  it("sets today's focus unless a date is given, reading text or title as the focus", () => {
    expect(validateSetFocus({ focus: ' Ship the beta ' }, context)).toEqual({
      ok: true,
      value: { type: 'set_focus', focus: 'Ship the beta', date: today },
      warnings: [],
    });
    expect(validateSetFocus({ text: 'Rest', date: '2026-03-11' }, context)).toMatchObject({
      value: { focus: 'Rest', date: '2026-03-11' },
    });
    expect(validateSetFocus({ title: 'Plan the week' }, context)).toMatchObject({
      value: { focus: 'Plan the week' },
    });
  });

  it('requires 3 to 200 characters', () => {
    for (const focus of [undefined, 'ab', '   ab  ', 12]) {
      expect(validateSetFocus({ focus }, context)).toMatchObject({
        ok: false,
        errors: ['Focus text must be at least 3 characters'],
      });
    }
    expect(validateSetFocus({ focus: 'x'.repeat(200) }, context).ok).toBe(true);
    expect(validateSetFocus({ focus: 'x'.repeat(201) }, context)).toMatchObject({
      ok: false,
      errors: ['Focus text is too long (max 200 characters)'],
    });
  });

  it('refuses a date it cannot read', () => {
    expect(validateSetFocus({ focus: 'Rest', date: 'next friday' }, context)).toMatchObject({
      ok: false,
      errors: ['Invalid date format: next friday'],
    });
  });

  it('warns about past dates and dates more than a year ahead', () => {
    expect(validateSetFocus({ focus: 'Rest', date: addDays(today, -1) }, context).warnings).toEqual([
      'Focus date is in the past',
    ]);
    expect(validateSetFocus({ focus: 'Rest', date: addDays(today, 365) }, context).warnings).toEqual([]);
    expect(validateSetFocus({ focus: 'Rest', date: addDays(today, 366) }, context).warnings).toEqual([
      'Focus date is more than a year ahead',
    ]);
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(fc.anything(), fc.string(), fc.constantFrom('2026-03-01', '2026-02-30'));
    const payload = fc.oneof(
      fc.anything(),
      fc.record({ focus: field, text: field, date: field }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateSetFocus(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('previewSetFocus', () => {
  it('quotes the focus and its date', () => {
    expect(previewSetFocus({ type: 'set_focus', focus: 'Ship the beta', date: today })).toBe(
      'Set focus for 10 Mar 2026: "Ship the beta"',
    );
  });
});
