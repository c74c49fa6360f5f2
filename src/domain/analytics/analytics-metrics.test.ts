import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toEpochDay } from '../dates/date-key';
import { dailySchedule } from '../habits/habit-schedule';
import { buildHabitHistory } from '../habits/tally-habit-days';
import { weekdayNames } from '../preferences/preference-options';
import { countPeriodDays } from './analytics-period';
import {
  computeCompletionRate,
  computeDailyCompletion,
  computeTrend,
  computeWeekdayProfile,
} from './completion-metrics';
import { computeGoalPace, expectedOnLine } from './compute-goal-pace';
import { computeKeystoneLift } from './compute-keystone-lift';
import { computeXpHistory } from './compute-xp-history';
import { minimumLiftSampleDays } from './metric-definitions';
import { tallyAnalyticsHabits } from './tally-analytics-habits';

const period = { from: '2026-03-01', to: '2026-03-14' };

/** A daily habit, never paused, begun on startedOn and done on the given days. */
function dailyHabit(id: string, startedOn: string, done: readonly string[]) {
  const history = buildHabitHistory({
    schedule: dailySchedule,
    weekStart: 'monday',
    createdOn: startedOn,
    pauses: [],
    amounts: done.map((date): [number, 'met'] => [toEpochDay(date), 'met']),
  });
  return { id, name: id, startedOn, history };
}

describe('completion rate and trend', () => {
  it('stays between 0 and 1 and has no value when nothing was possible', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (completed, possible) => {
        const rate = computeCompletionRate(completed, possible);
        if (possible === 0) expect(rate).toBeNull();
        else expect(rate).toBeGreaterThanOrEqual(0);
        if (rate !== null) expect(rate).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('gives a trend in percentage points, none without a previous rate', () => {
    expect(computeTrend(0.75, 0.5)).toBe(25);
    expect(computeTrend(0.5, null)).toBeNull();
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const trend = computeTrend(a, b) ?? Number.NaN;
          expect(Math.abs(trend)).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('counts a habit only from its first day, and a day before any habit has no rate', () => {
    const range = { from: '2026-03-01', to: '2026-03-04' };
    const tally = tallyAnalyticsHabits(
      [
        dailyHabit('a', '2026-03-02', ['2026-03-02', '2026-03-04']),
        dailyHabit('b', '2026-03-03', ['2026-03-04']),
      ],
      range,
      range.to,
      range.to,
    );
    const points = computeDailyCompletion(range, tally.days, 'monday');
    expect(points.map((point) => [point.date, point.completed, point.possible, point.rate])).toEqual([
      ['2026-03-01', 0, 0, null],
      ['2026-03-02', 1, 1, 1],
      ['2026-03-03', 0, 2, 0],
      ['2026-03-04', 2, 2, 1],
    ]);
  });

  it('sums its days into weeks and months, each between 0 and 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 900 }),
        fc.array(
          fc.record({ start: fc.integer({ min: -100, max: 900 }), every: fc.integer({ min: 1, max: 5 }) }),
          {
            maxLength: 4,
          },
        ),
        fc.constantFrom(...weekdayNames),
        (length, habits, weekStart) => {
          const range = { from: '2025-01-01', to: addDays('2025-01-01', length) };
          const sources = habits.map(({ start, every }, index) => {
            const startedOn = addDays(range.from, start);
            const done = Array.from({ length: 60 }, (_, step) => addDays(startedOn, step * every));
            return dailyHabit(String(index), startedOn, done);
          });
          const tally = tallyAnalyticsHabits(sources, range, range.to, range.to);
          const points = computeDailyCompletion(range, tally.days, weekStart);
          for (const point of points) {
            if (point.rate !== null) expect(point.rate).toBeLessThanOrEqual(1);
            expect(point.completed).toBeLessThanOrEqual(point.possible);
          }
          const possible = points.reduce((sum, point) => sum + point.possible, 0);
          const expected = habits.reduce(
            (sum, { start }) =>
              sum + countPeriodDays({ from: addDays(range.from, Math.max(start, 0)), to: range.to }),
            0,
          );
          expect(possible).toBe(expected);
          expect(possible).toBe(tally.habits.reduce((sum, habit) => sum + habit.possible, 0));
        },
      ),
    );
  });
});

describe('weekday profile', () => {
  it('counts the expected days per weekday of a hand-checked fortnight', () => {
    // 2026-03-01 is a Sunday; the habit starts on Wednesday the 4th: 11 days, Sundays 8 only.
    const habit = dailyHabit('a', '2026-03-04', ['2026-03-04', '2026-03-08', '2026-03-11', '2026-03-12']);
    const [tally] = tallyAnalyticsHabits([habit], period, period.to, period.to).habits;
    const profile = computeWeekdayProfile(tally?.weekdays ?? [], 'monday');
    expect(profile.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(profile.find((day) => day.weekday === 0)).toEqual({
      weekday: 0,
      completed: 1,
      possible: 1,
      rate: 1,
    });
    expect(profile.find((day) => day.weekday === 3)).toEqual({
      weekday: 3,
      completed: 2,
      possible: 2,
      rate: 1,
    });
    expect(profile.find((day) => day.weekday === 1)).toEqual({
      weekday: 1,
      completed: 0,
      possible: 1,
      rate: 0,
    });
  });

  it('has no rate in a period before the habit began', () => {
    const [tally] = tallyAnalyticsHabits(
      [dailyHabit('a', '2026-04-01', [])],
      period,
      period.to,
      period.to,
    ).habits;
    const profile = computeWeekdayProfile(tally?.weekdays ?? [], 'sunday');
    expect(profile.every((day) => day.possible === 0 && day.rate === null)).toBe(true);
  });
});

describe('keystone lift', () => {
  it('compares the rest with and without the habit (hand-computed)', () => {
    // 10 days done with 3 others each, 10 not done with 2 others each: 3 ÷ 2.
    expect(computeKeystoneLift({ days: 20, doneDays: 10, othersOnDoneDays: 30, othersOnAllDays: 50 })).toBe(
      1.5,
    );
  });

  it('is never reported under the minimum sample on either side', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(60), fc.nat(500), fc.nat(500), (done, notDone, withIt, without) => {
        const lift = computeKeystoneLift({
          days: done + notDone,
          doneDays: done,
          othersOnDoneDays: withIt,
          othersOnAllDays: withIt + without,
        });
        if (done < minimumLiftSampleDays || notDone < minimumLiftSampleDays) expect(lift).toBeNull();
        if (lift !== null) expect(lift).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('says nothing on empty input', () => {
    expect(computeKeystoneLift({ days: 0, doneDays: 0, othersOnDoneDays: 0, othersOnAllDays: 0 })).toBeNull();
  });
});

describe('goal pace', () => {
  const goal = { startDate: '2026-01-01', endDate: '2026-01-11', targetValue: 100 };

  it('measures progress against the straight line to the deadline (hand-computed)', () => {
    expect(expectedOnLine(goal, '2026-01-06')).toBe(50);
    expect(computeGoalPace(goal, 60, '2026-01-06')).toBe(1.2);
    expect(computeGoalPace(goal, 100, '2026-02-01')).toBe(1);
    expect(computeGoalPace(goal, 10, '2026-01-01')).toBeNull();
    expect(computeGoalPace({ ...goal, endDate: null }, 10, '2026-01-06')).toBeNull();
  });

  it('keeps the line between 0 and the target', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: -5, max: 300 }), (offset, span) => {
        const line = { startDate: '2026-01-01', endDate: addDays('2026-01-01', span), targetValue: 40 };
        const expected = expectedOnLine(line, addDays('2026-01-01', offset)) ?? Number.NaN;
        expect(expected).toBeGreaterThanOrEqual(0);
        expect(expected).toBeLessThanOrEqual(40);
      }),
    );
  });
});

describe('XP history', () => {
  it('adds each bucket’s XP to the baseline and what came before (hand-computed)', () => {
    const points = computeXpHistory(
      2,
      ['2026-03-01', '2026-03-02', '2026-03-03'],
      { from: '2026-03-01', to: '2026-03-03' },
      30,
      new Map([
        ['2026-03-02', 45.5],
        ['2026-03-03', 20],
      ]),
    );
    // 60 × 2 + 30 = 150 (level 2 starts at 150), then 195.5 → 195, then 215.
    expect(points).toEqual([
      { date: '2026-03-01', xp: 150, level: 2 },
      { date: '2026-03-02', xp: 195, level: 2 },
      { date: '2026-03-03', xp: 215, level: 2 },
    ]);
  });

  it('never falls over time', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -50, max: 500, noNaN: true }), { maxLength: 20 }), (amounts) => {
        const days = amounts.map((_, index) => addDays('2026-01-01', index));
        const points = computeXpHistory(
          0,
          days,
          { from: '2026-01-01', to: '2026-01-20' },
          0,
          new Map(days.map((day, index) => [day, amounts[index] ?? 0])),
        );
        for (let index = 1; index < points.length; index += 1) {
          expect(points[index]?.xp).toBeGreaterThanOrEqual(points[index - 1]?.xp ?? 0);
        }
      }),
    );
  });
});
