import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/date-key';
import {
  previewLogHabit,
  previewLogHabitDay,
  repeatedLogWarnings,
  validateLogHabit,
} from './log-habit.action';

const today = '2026-03-10';
const context = { ownedHabitIds: ['habit-1'], today };

describe('validateLogHabit', () => {
  it('logs for today unless a date is given', () => {
    expect(validateLogHabit({ habit_id: 'habit-1', value: 20 }, context)).toMatchObject({
      ok: true,
      value: { type: 'log_habit', habit_id: 'habit-1', date: today, value_number: 20 },
      warnings: [],
    });
    expect(
      validateLogHabit({ habit_id: 'habit-1', date: '2026-03-09T23:59:00-08:00' }, context),
    ).toMatchObject({
      value: { date: '2026-03-09' },
    });
  });

  it('reads value, completed and value_boolean as the value of the log', () => {
    const read = (payload: object) => validateLogHabit({ habit_id: 'habit-1', ...payload }, context);
    expect(read({ value: true })).toMatchObject({ value: { value_boolean: true, value_number: undefined } });
    expect(read({ value: 'false' })).toMatchObject({ value: { value_boolean: false } });
    expect(read({ value: '2.5' })).toMatchObject({ value: { value_number: 2.5, value_boolean: undefined } });
    expect(read({ completed: true })).toMatchObject({ value: { value_boolean: true } });
    expect(read({ value_number: 3, value_boolean: true })).toMatchObject({
      value: { value_number: 3, value_boolean: true },
    });
    expect(read({ value: 'lots' })).toMatchObject({ ok: false, errors: ['Log value must be a number'] });
    expect(read({ completed: 'sort of' })).toMatchObject({
      ok: false,
      errors: ['Completed must be true or false'],
    });
  });

  it('refuses a habit the user does not own', () => {
    expect(validateLogHabit({ habit_id: 'habit-9', value: true }, context)).toMatchObject({
      ok: false,
      errors: ['Habit not found or access denied'],
    });
  });

  it('refuses a date it cannot read, quoting it', () => {
    expect(validateLogHabit({ habit_id: 'habit-1', date: '2026-02-30' }, context)).toMatchObject({
      ok: false,
      errors: ['Invalid date format: 2026-02-30'],
    });
    expect(validateLogHabit({ habit_id: 'habit-1', date: 20260310 }, context)).toMatchObject({
      errors: ['Invalid date format: 20260310'],
    });
  });

  it("refuses dates after the user's today", () => {
    expect(validateLogHabit({ habit_id: 'habit-1', date: addDays(today, 1) }, context)).toMatchObject({
      ok: false,
      errors: ['Cannot log habit completion for future dates'],
    });
  });

  it('warns about a log more than 30 days old', () => {
    expect(validateLogHabit({ habit_id: 'habit-1', date: addDays(today, -31) }, context)).toMatchObject({
      ok: true,
      warnings: ['This log is more than 30 days old'],
    });
    expect(validateLogHabit({ habit_id: 'habit-1', date: addDays(today, -30) }, context).warnings).toEqual(
      [],
    );
  });

  it('keeps tracked time between 0 and 24 hours, in whole seconds', () => {
    expect(validateLogHabit({ habit_id: 'habit-1', time_tracked_seconds: '1500.4' }, context)).toMatchObject({
      value: { time_tracked_seconds: 1500 },
    });
    expect(validateLogHabit({ habit_id: 'habit-1', time_tracked_seconds: 86_400 }, context).ok).toBe(true);
    for (const seconds of [-1, 86_401, 'an hour']) {
      expect(validateLogHabit({ habit_id: 'habit-1', time_tracked_seconds: seconds }, context)).toMatchObject(
        {
          ok: false,
          errors: ['Time tracked must be between 0 and 24 hours'],
        },
      );
    }
  });

  it('warns when a log would be the 5th or later of the habit today', () => {
    const warningsWith = (logsToday: Record<string, number>, date?: string) =>
      validateLogHabit({ habit_id: 'habit-1', date }, { ...context, logsToday }).warnings;
    expect(warningsWith({ 'habit-1': 4 })).toEqual([
      'This habit is logged 5 times on 10 Mar 2026, counting this one',
    ]);
    expect(warningsWith({ 'habit-1': 3 })).toEqual([]);
    expect(warningsWith({ 'habit-2': 9 })).toEqual([]);
    // Only today's logs are counted before a save.
    expect(warningsWith({ 'habit-1': 9 }, '2026-03-09')).toEqual([]);
  });

  it('counts 5 or more logs of a day as repeated, the one being made included', () => {
    expect(repeatedLogWarnings(4, '2026-03-10')).toEqual([]);
    expect(repeatedLogWarnings(5, '2026-03-10')).toEqual([
      'This habit is logged 5 times on 10 Mar 2026, counting this one',
    ]);
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom('habit-1', '2026-03-01', 'true', '60', ''));
    const payload = fc.oneof(
      fc.anything(),
      fc.record(
        {
          habit_id: field,
          date: field,
          value: field,
          completed: field,
          value_number: field,
          time_tracked_seconds: field,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateLogHabit(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('previewLogHabit', () => {
  it('says what is logged and when', () => {
    const base = { type: 'log_habit', habit_id: 'habit-1', date: today } as const;
    expect(previewLogHabit({ ...base, value_number: 20, time_tracked_seconds: 1500 })).toBe(
      'Log habit on 10 Mar 2026 — 20, 25 min tracked',
    );
    expect(previewLogHabit({ ...base, value_boolean: true, time_tracked_seconds: 3900 })).toBe(
      'Log habit on 10 Mar 2026 — done, 1 h 5 min tracked',
    );
    expect(previewLogHabit({ ...base, time_tracked_seconds: 45 })).toBe(
      'Log habit on 10 Mar 2026 — 45 s tracked',
    );
    expect(previewLogHabit({ ...base, value_boolean: false })).toBe('Log habit on 10 Mar 2026 — not done');
    expect(previewLogHabit(base)).toBe('Log habit on 10 Mar 2026');
  });
});

describe('previewLogHabitDay', () => {
  const action = { type: 'log_habit', habit_id: 'h', date: '2026-11-24' } as const;
  it('names the habit and shows the day before and after (issue 25 panel failure)', () => {
    expect(
      previewLogHabitDay({ ...action, value_number: 20 }, { habitName: 'Read', unit: 'pages', before: 12 }),
    ).toBe('Log Read on 24 Nov 2026: 12 pages → 20 pages');
    expect(
      previewLogHabitDay(
        { ...action, value_boolean: true },
        { habitName: 'Stretch', unit: null, before: null },
      ),
    ).toBe('Log Stretch on 24 Nov 2026: nothing → done');
    expect(
      previewLogHabitDay(
        { ...action, time_tracked_seconds: 1500 },
        { habitName: 'Read', unit: 'pages', before: 3 },
      ),
    ).toBe('Log Read on 24 Nov 2026 — 25 min tracked');
  });
});
