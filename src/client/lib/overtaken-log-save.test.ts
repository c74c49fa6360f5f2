import { describe, expect, it } from 'vitest';
import type { TLogRequest } from './log-request';
import { isOvertakenLogSave } from './overtaken-log-save';

const first: TLogRequest = { habit_id: 'push-ups', value_number: 1 };

describe('isOvertakenLogSave', () => {
  it('is overtaken by a later save of the same habit and day still on its way', () => {
    expect(isOvertakenLogSave(first, [first, { habit_id: 'push-ups', value_number: 2 }])).toBe(true);
  });

  it('is not overtaken when it is the only save on its way', () => {
    expect(isOvertakenLogSave(first, [first])).toBe(false);
  });

  it('is not overtaken by saves of another habit or another day, nor by other habit changes', () => {
    expect(
      isOvertakenLogSave(first, [
        first,
        { habit_id: 'floss', value_boolean: true },
        { habit_id: 'push-ups', date: '2026-12-03', value_number: 5 },
        undefined,
        ['push-ups', 'floss'],
        { id: 'push-ups', changes: { name: 'Push-ups' } },
      ]),
    ).toBe(false);
  });

  it('reads a save without a date as today on both sides', () => {
    const dated = { habit_id: 'push-ups', date: '2026-12-04', value_number: 1 };
    expect(isOvertakenLogSave(dated, [dated, { habit_id: 'push-ups', date: '2026-12-04' }])).toBe(true);
    expect(isOvertakenLogSave(dated, [dated, { habit_id: 'push-ups', value_number: 2 }])).toBe(false);
  });
});
