import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates/date-key';
import { weekdayNames } from '../../../domain/preferences/preference-options';
import type { TCoachContext } from '../coach-provider';
import { weekStart } from './answer-habit-amounts';

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
