import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { THabitSchedule } from './habit-schedule';
import { readSchedule } from './read-habit-schedule';
import { choiceFromSchedule, scheduleOfChoice, toggleWeekday } from './schedule-choice';

describe('schedule choice', () => {
  it('gives back the schedule it was made from', () => {
    const schedules = fc.oneof(
      fc.integer({ min: 1, max: 31 }).chain((days) =>
        fc.record({
          times: fc.integer({ min: 1, max: days }),
          days: fc.constant(days),
          weekdays: fc.constant(null),
        }),
      ),
      fc
        .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 6 })
        .map(
          (weekdays): THabitSchedule => ({ times: weekdays.length, days: 7, weekdays: [...weekdays].sort() }),
        ),
    );
    fc.assert(
      fc.property(schedules, (schedule) => {
        const normal = readSchedule(schedule);
        if (!normal.ok) throw new Error(normal.error);
        expect(readSchedule(scheduleOfChoice(choiceFromSchedule(normal.schedule)))).toEqual(normal);
      }),
    );
  });

  it('toggles weekdays and leaves an empty choice for the rules to refuse', () => {
    const choice = { ...choiceFromSchedule({ times: 1, days: 7, weekdays: [1] }) };
    expect(scheduleOfChoice(toggleWeekday(choice, 4))).toEqual({ weekdays: [1, 4] });
    expect(readSchedule(scheduleOfChoice(toggleWeekday(choice, 1)))).toEqual({
      ok: false,
      error: 'Choose at least one weekday',
    });
    expect(scheduleOfChoice({ ...choice, mode: 'per_week', perWeek: 3 })).toEqual({ times: 3, days: 7 });
  });
});
