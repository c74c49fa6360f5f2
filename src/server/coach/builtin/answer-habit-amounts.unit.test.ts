import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates/date-key';
import { formatCalendarDate } from '../../../domain/dates/day-titles';
import { weekdayNames } from '../../../domain/preferences/preference-options';
import type { TCoachContext } from '../coach-provider';
import { weekStart } from './answer-habit-amounts';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

describe('weekStart (the coach\u2019s "this week")', () => {
  it('starts on the user\u2019s week start, whichever of the seven it is (a Tuesday week was read as Monday)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000 }), fc.constantFrom(...weekdayNames), (offset, start) => {
        const today = addDays('2024-01-01', offset);
        const first = weekStart({ today, week_start: start } as TCoachContext);
        expect(weekdayNames[new Date(`${first}T00:00:00Z`).getUTCDay()]).toBe(start);
        expect(first <= today && first > addDays(today, -7)).toBe(true);
      }),
    );
  });
});

describe('"when did I last …?"', () => {
  // Issue 35: the reply wrote "yesterday (2026-12-03)", where every screen writes the date in words.
  it('writes the date of a recent day by the shared formatter, never as an ISO key', () => {
    const base = fixtures.standard;
    const habit = base.habits[0] as TCoachContext['habits'][number];
    const yesterday = addDays(base.today, -1);
    const context = {
      ...base,
      recent_logs: [
        { ...(base.recent_logs[0] as object), habit_id: habit.id, date: yesterday, is_complete: true },
      ],
    } as TCoachContext;
    const reply = answerMessage(`when did I last ${habit.name.toLowerCase()}?`, context, false).reply;
    expect(reply).toContain(`yesterday (${formatCalendarDate(yesterday)})`);
    expect(reply).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
