import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEpochDay } from '../dates/date-key';
import {
  isExpected,
  judgeHabitDay,
  judgeHabitDays,
  type TDayAmount,
  type THabitHistory,
  tallyVerdicts,
} from './habit-day-verdict';
import { computeProgress } from './habit-log-value';
import { periodStart, type THabitSchedule } from './habit-schedule';
import { amountOfLog, tallyHabitDays } from './tally-habit-days';

const anySchedule: fc.Arbitrary<THabitSchedule> = fc.oneof(
  fc.constant({ times: 1, days: 1, weekdays: null }),
  fc.integer({ min: 2, max: 14 }).chain((days) =>
    fc.record({
      times: fc.integer({ min: 1, max: days }),
      days: fc.constant(days),
      weekdays: fc.constant(null),
    }),
  ),
  fc
    .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
    .map((weekdays) => ({ times: weekdays.length, days: 7, weekdays: weekdays.sort() })),
);

const base = toEpochDay('2026-03-01');

/** A random habit: a schedule, a first day, pauses and logs over 60 days from `base`. */
const anyHistory: fc.Arbitrary<THabitHistory> = fc
  .record({
    schedule: anySchedule,
    anchor: fc.integer({ min: 0, max: 6 }),
    startDay: fc.integer({ min: base, max: base + 30 }),
    pauses: fc.array(fc.tuple(fc.integer({ min: base, max: base + 60 }), fc.integer({ min: 0, max: 9 })), {
      maxLength: 3,
    }),
    amounts: fc.array(
      fc.tuple(fc.integer({ min: base, max: base + 60 }), fc.constantFrom<TDayAmount>('met', 'partial')),
      {
        maxLength: 50,
      },
    ),
  })
  .map(({ schedule, anchor, startDay, pauses, amounts }) => ({
    schedule,
    anchor,
    startDay,
    isPaused: (day: number) => pauses.some(([start, length]) => day >= start && day <= start + length),
    amountByDay: new Map(amounts),
  }));

const anyToday = fc.integer({ min: base, max: base + 70 });

describe('judgeHabitDays', () => {
  it('judges a day the same whichever range asks for it', () => {
    fc.assert(
      fc.property(anyHistory, anyToday, fc.integer({ min: 0, max: 60 }), (history, today, offset) => {
        const whole = judgeHabitDays(history, base, base + 60, today);
        expect(judgeHabitDay(history, base + offset, today)).toBe(whole[offset]);
      }),
    );
  });

  it('counts done only on unpaused days from the first day whose target was met', () => {
    fc.assert(
      fc.property(anyHistory, anyToday, (history, today) => {
        judgeHabitDays(history, base, base + 60, today).forEach((verdict, index) => {
          const day = base + index;
          const counts = day >= history.startDay && !history.isPaused(day);
          expect(verdict === 'done').toBe(counts && history.amountByDay.get(day) === 'met');
          if (!counts) expect(isExpected(verdict)).toBe(false);
        });
      }),
    );
  });

  it('expects of a finished period what its schedule asks, or every day done when more', () => {
    fc.assert(
      fc.property(anyHistory, (history) => {
        const { times, days, weekdays } = history.schedule;
        if (weekdays !== null || times === days) return;
        const start = periodStart(base + 35, days, history.anchor);
        const verdicts = judgeHabitDays(history, start, start + days - 1, base + 100);
        let open = 0;
        for (let day = start; day < start + days; day += 1) {
          if (day >= history.startDay && !history.isPaused(day)) open += 1;
        }
        const tally = tallyVerdicts(verdicts);
        expect(tally.expected).toBe(Math.max(tally.done, Math.ceil((times * open) / days)));
      }),
    );
  });

  it('leaves a day of a period that can still be met without it out of what is expected', () => {
    const history: THabitHistory = {
      schedule: { times: 3, days: 7, weekdays: null },
      anchor: 0,
      startDay: base - 30,
      isPaused: () => false,
      amountByDay: new Map(),
    };
    const start = periodStart(base, 7, 0);
    expect(judgeHabitDays(history, start, start + 6, start)).toEqual([
      'open',
      'open',
      'open',
      'open',
      'due',
      'due',
      'due',
    ]);
    const done = {
      ...history,
      amountByDay: new Map<number, TDayAmount>([
        [start, 'met'],
        [start + 2, 'met'],
        [start + 4, 'met'],
      ]),
    };
    expect(tallyVerdicts(judgeHabitDays(done, start, start + 6, start + 10))).toEqual({
      done: 3,
      expected: 3,
    });
  });

  it('does not count a count below its target as done, and says it was partly done', () => {
    const history: THabitHistory = {
      schedule: { times: 1, days: 1, weekdays: null },
      anchor: 0,
      startDay: base,
      isPaused: () => false,
      amountByDay: new Map<number, TDayAmount>([
        [base, 'partial'],
        [base + 1, 'met'],
      ]),
    };
    expect(judgeHabitDays(history, base - 1, base + 2, base + 2)).toEqual([
      'before-start',
      'partial',
      'done',
      'due',
    ]);
  });
});

describe('tallyHabitDays', () => {
  it('sums to the same figure by day, by habit and by weekday', () => {
    fc.assert(
      fc.property(fc.array(anyHistory, { maxLength: 5 }), anyToday, (histories, today) => {
        const tally = tallyHabitDays(histories, '2026-03-01', '2026-04-30', '2026-03-01');
        const todayTally = tallyHabitDays(
          histories,
          '2026-03-01',
          '2026-04-30',
          new Date(today * 86_400_000).toISOString().slice(0, 10),
        );
        for (const { days, habits } of [tally, todayTally]) {
          const byDay = [...days.values()].reduce(
            (sum, day) => ({ done: sum.done + day.done, expected: sum.expected + day.expected }),
            { done: 0, expected: 0 },
          );
          const byHabit = habits.reduce(
            (sum, habit) => ({ done: sum.done + habit.done, expected: sum.expected + habit.expected }),
            { done: 0, expected: 0 },
          );
          const byWeekday = habits
            .flatMap((habit) => habit.weekdays)
            .reduce((sum, day) => ({ done: sum.done + day.done, expected: sum.expected + day.expected }), {
              done: 0,
              expected: 0,
            });
          expect(byHabit).toEqual(byDay);
          expect(byWeekday).toEqual(byDay);
          expect(byDay.done).toBeLessThanOrEqual(byDay.expected);
        }
      }),
    );
  });
});

describe('amountOfLog', () => {
  it('calls a day met only when its target is, and a count below it partly done', () => {
    expect(amountOfLog({ type: 'boolean', target: null }, { value_boolean: true })).toBe('met');
    expect(amountOfLog({ type: 'boolean', target: null }, { value_boolean: false })).toBeNull();
    expect(amountOfLog({ type: 'number', target: 20 }, { value_number: 15 })).toBe('partial');
    expect(amountOfLog({ type: 'number', target: 20 }, { value_number: 25 })).toBe('met');
    expect(amountOfLog({ type: 'number', target: null }, { value_number: 1 })).toBe('met');
    expect(amountOfLog({ type: 'number', target: 10 }, { value_number: 0 })).toBeNull();
  });

  it('is met exactly when the progress ring closes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (value, target) => {
          const habit = { type: 'number' as const, target };
          expect(amountOfLog(habit, { value_number: value }) === 'met').toBe(
            computeProgress(habit, { value_number: value }) >= 1,
          );
        },
      ),
    );
  });
});
