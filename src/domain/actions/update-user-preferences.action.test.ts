import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { motivationStyles, weekdayNames } from '../preferences/preference-options';
import {
  previewUpdateUserPreferences,
  validateUpdateUserPreferences,
} from './update-user-preferences.action';

const validate = (input: unknown) => validateUpdateUserPreferences(input, {});

describe('validateUpdateUserPreferences', () => {
  it('keeps only the fields given, in their stored form', () => {
    expect(validate({ timezone: ' Europe/Paris ', week_start: 'Sunday', units: 'IMPERIAL' })).toEqual({
      ok: true,
      value: {
        type: 'update_user_preferences',
        changes: { timezone: 'Europe/Paris', week_start: 'sunday', units: 'imperial' },
      },
      warnings: [],
    });
    expect(validate({ motivation_style: 'Mastery' })).toMatchObject({
      value: { changes: { motivation_style: 'mastery' } },
    });
  });

  it('reads the names a coach may use', () => {
    expect(
      validate({ time_zone: 'Asia/Tokyo', weekStart: 'friday', unit_system: 'metric', motivation: 'social' }),
    ).toMatchObject({
      ok: true,
      value: {
        changes: {
          timezone: 'Asia/Tokyo',
          week_start: 'friday',
          units: 'metric',
          motivation_style: 'social',
        },
      },
    });
  });

  it('accepts every weekday as the week start and nothing else', () => {
    for (const day of weekdayNames) expect(validate({ week_start: day }).ok).toBe(true);
    for (const week_start of ['mon', 'weekend', '', 1, null, true]) {
      expect(validate({ week_start })).toEqual({
        ok: false,
        errors: ['Week start must be a weekday name, such as monday'],
        warnings: [],
      });
    }
  });

  it('accepts metric or imperial units only', () => {
    for (const units of ['metric', 'imperial']) expect(validate({ units }).ok).toBe(true);
    for (const units of ['us', 'si', 0, null]) {
      expect(validate({ units })).toMatchObject({ ok: false, errors: ['Units must be metric or imperial'] });
    }
  });

  it('warns about a time zone it does not know, and refuses what is not a zone name at all', () => {
    expect(validate({ timezone: 'Mars/Olympus_Mons' })).toEqual({
      ok: true,
      value: { type: 'update_user_preferences', changes: { timezone: 'Mars/Olympus_Mons' } },
      warnings: ['Unusual time zone: Mars/Olympus_Mons'],
    });
    for (const timezone of ['', '  ', 42, null, 'x'.repeat(65)]) {
      expect(validate({ timezone })).toMatchObject({
        ok: false,
        errors: ['Time zone must be a name such as Europe/Paris'],
      });
    }
  });

  it('warns about a motivation style outside the four, and clears it with null or blank', () => {
    for (const style of motivationStyles) expect(validate({ motivation_style: style }).warnings).toEqual([]);
    expect(validate({ motivation_style: 'fear' })).toMatchObject({
      ok: true,
      value: { changes: { motivation_style: 'fear' } },
      warnings: ['Unusual motivation style: fear (expected achievement, social, mastery, autonomy)'],
    });
    expect(validate({ motivation_style: null })).toMatchObject({
      value: { changes: { motivation_style: null } },
    });
    expect(validate({ motivation_style: ' ' })).toMatchObject({
      value: { changes: { motivation_style: null } },
    });
    expect(validate({ motivation_style: 7 })).toMatchObject({ ok: false });
  });

  it('reports every broken field at once, and warns when nothing would change', () => {
    expect(validate({ week_start: 'someday', units: 'cubits' })).toMatchObject({
      ok: false,
      errors: ['Week start must be a weekday name, such as monday', 'Units must be metric or imperial'],
    });
    expect(validate({})).toEqual({
      ok: true,
      value: { type: 'update_user_preferences', changes: {} },
      warnings: ['No changes to apply'],
    });
    for (const input of [null, 'monday', [], 3]) {
      expect(validate(input)).toMatchObject({ ok: false, errors: ['Invalid action format'] });
    }
  });

  it('never throws: any input gives a value or errors', () => {
    const field = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.constantFrom(...weekdayNames, 'metric', 'imperial', 'Europe/Paris', 'mastery', 'UTC', ''),
    );
    const payload = fc.oneof(
      fc.anything({ withBigInt: true, withDate: true, withMap: true, withNullPrototype: true }),
      fc.record(
        { timezone: field, week_start: field, units: field, motivation_style: field, tz: field },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validate(input);
        if (result.ok) expect(typeof previewUpdateUserPreferences(result.value)).toBe('string');
        else expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('previewUpdateUserPreferences', () => {
  it('lists the changes in one line', () => {
    expect(
      previewUpdateUserPreferences({
        type: 'update_user_preferences',
        changes: {
          timezone: 'Europe/Paris',
          week_start: 'sunday',
          units: 'imperial',
          motivation_style: null,
        },
      }),
    ).toBe(
      'Update preferences — time zone Europe/Paris, week starts on Sunday, imperial units, no motivation style',
    );
  });
});
