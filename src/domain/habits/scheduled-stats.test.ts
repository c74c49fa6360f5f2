import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toEpochDay } from '../dates/date-key';
import { computeStreaks } from './compute-streaks';
import { computeStrength } from './compute-strength';
import { describeHabitDay, describeHabitDayNote, describeStreak } from './habit-day-state';
import {
  dailySchedule,
  describeSchedule,
  periodAnchor,
  periodStart,
  scheduleFromColumns,
  scheduleMessages,
  type THabitSchedule,
  weekdayMaskOf,
  weekdayOfEpochDay,
} from './habit-schedule';
import { readSchedule } from './read-habit-schedule';
import {
  computeScheduledStreaks,
  computeScheduledStreaksOfDays,
  computeScheduledStrength,
  noPause,
  type TScheduleContext,
} from './scheduled-stats';

const anchor = periodAnchor('monday');
const today = '2026-03-01';
const todayDay = toEpochDay(today);
const boolean = { type: 'boolean' as const, target: null };

function context(schedule: THabitSchedule, isPaused = noPause): TScheduleContext {
  return { schedule, anchor, isPaused };
}

const timesInDays = fc.integer({ min: 1, max: 31 }).chain((days) =>
  fc.record({
    times: fc.integer({ min: 1, max: days }),
    days: fc.constant(days),
    weekdays: fc.constant(null),
  }),
);
const weekdaySchedule = fc
  .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 6 })
  .map((weekdays): THabitSchedule => ({ times: weekdays.length, days: 7, weekdays: [...weekdays].sort() }));
const history = fc.uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 80 });

describe('computeScheduledStreaksOfDays', () => {
  it('is computeStreaks for a daily habit without pauses, even through the period path', () => {
    fc.assert(
      fc.property(history, (daysAgo) => {
        const dates = daysAgo.map((ago) => addDays(today, -ago));
        const pausedNever = context(dailySchedule, () => false);
        expect(computeScheduledStreaks(dates, today, pausedNever)).toEqual(computeStreaks(dates, today));
        const viaBlocks = context({ times: 1, days: 1, weekdays: null });
        const ascending = daysAgo.map((ago) => todayDay - ago).sort((a, b) => a - b);
        expect(computeScheduledStreaksOfDays(ascending, todayDay, viaBlocks, true)).toEqual(
          computeStreaks(dates, today),
        );
      }),
    );
  });

  it('keeps the streak of a habit met in every period through every rest day', () => {
    fc.assert(
      fc.property(
        timesInDays,
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 1000 }),
        (schedule, periods, seed) => {
          // n times in n days is daily: its streak counts days, tested above.
          fc.pre(schedule.times < schedule.days);
          const firstStart = periodStart(todayDay - 400, schedule.days, anchor);
          const done: number[] = [];
          for (let period = 0; period < periods; period += 1) {
            const start = firstStart + period * schedule.days;
            // The `times` done days at spread positions of the period, the rest are rest days.
            for (let k = 0; k < schedule.times; k += 1) done.push(start + ((seed + k) % schedule.days));
          }
          const unique = [...new Set(done)].sort((a, b) => a - b);
          const lastPeriodEnd = firstStart + periods * schedule.days - 1;
          for (let day = unique.at(-1) ?? 0; day <= lastPeriodEnd + schedule.days; day += 1) {
            const streaks = computeScheduledStreaksOfDays(unique, day, context(schedule));
            expect(streaks.current).toBe(periods);
            expect(streaks.best).toBe(periods);
          }
        },
      ),
    );
  });

  it('keeps the streak of a weekday habit done on every due day, whatever happens on rest days', () => {
    fc.assert(
      fc.property(
        weekdaySchedule,
        fc.integer({ min: 7, max: 60 }),
        fc.boolean(),
        (schedule, length, restToo) => {
          const due = new Set(schedule.weekdays);
          const first = todayDay - length;
          const days = Array.from({ length: length + 1 }, (_, index) => first + index);
          const done = days.filter((day) => due.has(weekdayOfEpochDay(day)) || restToo);
          const dueCount = days.filter((day) => due.has(weekdayOfEpochDay(day))).length;
          const streaks = computeScheduledStreaksOfDays(done, todayDay, context(schedule));
          expect(streaks.current).toBe(dueCount);
          // A missed due day breaks it.
          const missed = done.filter((day) => day !== done.find((d) => due.has(weekdayOfEpochDay(d))));
          expect(computeScheduledStreaksOfDays(missed, todayDay, context(schedule)).current).toBeLessThan(
            dueCount,
          );
        },
      ),
    );
  });

  it('counts three runs a week as one week each and lets the open week pass', () => {
    // 2026-02-02 is a Monday. Weeks of Feb 2, 9, 16 done three times each; Feb 23 week done once so far.
    const dates = [
      '2026-02-02',
      '2026-02-04',
      '2026-02-06',
      '2026-02-09',
      '2026-02-10',
      '2026-02-14',
      '2026-02-16',
      '2026-02-18',
      '2026-02-22',
      '2026-02-24',
    ];
    const threeAWeek = context({ times: 3, days: 7, weekdays: null });
    expect(computeScheduledStreaks(dates, '2026-02-26', threeAWeek)).toEqual({ current: 3, best: 3 });
    // Once that week is over unmet, the streak is broken.
    expect(computeScheduledStreaks(dates, '2026-03-02', threeAWeek)).toEqual({ current: 0, best: 3 });
  });
});

describe('computeScheduledStrength', () => {
  it('is computeStrength for a daily habit', () => {
    fc.assert(
      fc.property(history, (daysAgo) => {
        const logs = daysAgo.map((ago) => ({ date: addDays(today, -ago), value_boolean: ago % 3 !== 0 }));
        const created = addDays(today, -(Math.max(0, ...daysAgo) + 3));
        expect(computeScheduledStrength(boolean, logs, today, context(dailySchedule))).toBeCloseTo(
          computeStrength({ ...boolean, created_at: created }, logs, today),
          12,
        );
      }),
    );
  });

  it('reaches Loop’s score for a habit done three times every week', () => {
    // Loop doubles 3 in 7 to 6 in 14: after the first fortnight every day scores 1.
    const dates = Array.from({ length: 200 }, (_, index) => addDays(today, -index)).filter((date) =>
      [1, 3, 5].includes(weekdayOfEpochDay(toEpochDay(date))),
    );
    const logs = dates.map((date) => ({ date, value_boolean: true }));
    const strength = computeScheduledStrength(
      boolean,
      logs,
      today,
      context({ times: 3, days: 7, weekdays: null }),
    );
    expect(strength).toBeGreaterThan(0.95);
    const daily = computeScheduledStrength(boolean, logs, today, context(dailySchedule));
    expect(daily).toBeLessThan(0.5);
  });

  it('does not grow on a habit that is done every day beyond its frequency', () => {
    fc.assert(
      fc.property(timesInDays, (schedule) => {
        const logs = Array.from({ length: 300 }, (_, index) => ({
          date: addDays(today, -index),
          value_boolean: true,
        }));
        const strength = computeScheduledStrength(boolean, logs, today, context(schedule));
        expect(strength).toBeLessThanOrEqual(1);
        expect(strength).toBeGreaterThan(0.5);
      }),
    );
  });
});

describe('describeHabitDay', () => {
  const monday = toEpochDay('2026-02-23');
  it('shows a three-a-week habit as open until its three are done, then as a quiet rest day', () => {
    const threeAWeek: THabitSchedule = { times: 3, days: 7, weekdays: null };
    const done = new Set([monday, monday + 2]);
    expect(describeHabitDay(threeAWeek, anchor, monday + 3, done, noPause)).toEqual({
      state: 'due',
      done_in_period: 2,
      needed_in_period: 3,
    });
    done.add(monday + 4);
    const saturday = describeHabitDay(threeAWeek, anchor, monday + 5, done, noPause);
    expect(saturday.state).toBe('met');
    expect(describeHabitDayNote(threeAWeek, saturday)).toBe('Rest day — 3 of 3 this week, done');
  });

  it('shows a weekday habit as due on its days, rest on the others, paused when paused', () => {
    const monThu: THabitSchedule = { times: 2, days: 7, weekdays: [1, 4] };
    expect(describeHabitDay(monThu, anchor, monday, new Set(), noPause).state).toBe('due');
    expect(describeHabitDay(monThu, anchor, monday + 1, new Set(), noPause).state).toBe('rest');
    expect(describeHabitDay(monThu, anchor, monday, new Set(), () => true).state).toBe('paused');
    expect(describeStreak(monThu, 4)).toBe('4 in a row');
    expect(describeStreak({ times: 3, days: 7, weekdays: null }, 2)).toBe('2-week streak');
    expect(describeStreak(dailySchedule, 0)).toBe('No streak');
  });
});

describe('readSchedule', () => {
  it('reads the ways a schedule is written and explains what it refuses', () => {
    expect(readSchedule('daily')).toEqual({ ok: true, schedule: dailySchedule });
    expect(readSchedule({ times_per_week: 3 })).toEqual({
      ok: true,
      schedule: { times: 3, days: 7, weekdays: null },
    });
    expect(readSchedule({ times: 2, days: 2 })).toEqual({ ok: true, schedule: dailySchedule });
    expect(readSchedule({ weekdays: ['Mon', 'thursdays', 1] })).toEqual({
      ok: true,
      schedule: { times: 2, days: 7, weekdays: [1, 4] },
    });
    expect(readSchedule({ times: 4, days: 3 })).toEqual({ ok: false, error: scheduleMessages.times });
    expect(readSchedule({ times: 1, days: 40 })).toEqual({ ok: false, error: scheduleMessages.days });
    expect(readSchedule({ weekdays: [] })).toEqual({ ok: false, error: scheduleMessages.weekdaysEmpty });
    expect(readSchedule({ weekdays: ['someday'] })).toEqual({ ok: false, error: 'Unknown weekday: someday' });
    expect(readSchedule('often')).toEqual({ ok: false, error: scheduleMessages.format });
  });

  it('round-trips any schedule through the table’s columns and describes it', () => {
    fc.assert(
      fc.property(fc.oneof(timesInDays, weekdaySchedule), (schedule) => {
        const read = readSchedule(schedule);
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        expect(
          scheduleFromColumns(read.schedule.times, read.schedule.days, weekdayMaskOf(read.schedule)),
        ).toEqual(read.schedule);
        expect(describeSchedule(read.schedule).length).toBeGreaterThan(0);
      }),
    );
    expect(describeSchedule({ times: 1, days: 2, weekdays: null })).toBe('every other day');
    expect(describeSchedule({ times: 2, days: 7, weekdays: [1, 4] })).toBe('on Mon and Thu');
  });
});
