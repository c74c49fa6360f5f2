import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toEpochDay } from '../dates/date-key';
import { dailySchedule, periodAnchor, periodStart, type THabitSchedule } from './habit-schedule';
import {
  applyPauseChange,
  buildIsPaused,
  describePause,
  findCurrentPause,
  readPauseChange,
} from './pause-ranges';
import {
  computeScheduledStreaksOfDays,
  computeScheduledStrengthOfProgress,
  noPause,
  type TScheduleContext,
} from './scheduled-stats';

const anchor = periodAnchor('monday');
const baseToday = toEpochDay('2026-03-01');

const scheduleArbitrary: fc.Arbitrary<THabitSchedule> = fc.oneof(
  fc.constant(dailySchedule),
  fc.integer({ min: 2, max: 14 }).chain((days) =>
    fc.record({
      times: fc.integer({ min: 1, max: days - 1 }),
      days: fc.constant(days),
      weekdays: fc.constant(null),
    }),
  ),
  fc
    .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 6 })
    .map((weekdays): THabitSchedule => ({ times: weekdays.length, days: 7, weekdays: [...weekdays].sort() })),
);
/** Days before today with a progress from 0 to 1 (1 is a completed day). */
const historyArbitrary = fc.uniqueArray(
  fc.record({ ago: fc.integer({ min: 0, max: 150 }), progress: fc.constantFrom(1, 1, 0.5, 0) }),
  { selector: (log) => log.ago, maxLength: 90 },
);

/**
 * The same history with a pause of `length` days put in before day `at` (everything from `at` on moves
 * later by `length`), and anything logged on the paused days.
 */
function withPause(
  history: readonly { ago: number; progress: number }[],
  at: number,
  length: number,
  loggedInPause: readonly number[],
) {
  const shift = (day: number) => (day >= at ? day + length : day);
  const base = history.map((log) => ({ day: baseToday - log.ago, progress: log.progress }));
  const paused = base.map((log) => ({ ...log, day: shift(log.day) }));
  for (const offset of loggedInPause) paused.push({ day: at + (offset % length), progress: 1 });
  return { base, paused, today: baseToday + length, range: [at, at + length - 1] as const };
}

const completedDays = (logs: readonly { day: number; progress: number }[]) =>
  [...new Set(logs.filter((log) => log.progress > 0).map((log) => log.day))].sort((a, b) => a - b);
const progressOf = (logs: readonly { day: number; progress: number }[]) => {
  const map = new Map<number, number>();
  for (const log of logs) map.set(log.day, Math.max(map.get(log.day) ?? 0, log.progress));
  return map;
};

describe('paused days', () => {
  it('never break or extend a streak, and leave strength as it was', () => {
    fc.assert(
      fc.property(
        scheduleArbitrary,
        historyArbitrary,
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (schedule, history, ago, periods, loggedInPause) => {
          // A pause of whole periods from a period's start (whole weeks for weekdays), so the
          // periods after it line up as before.
          const unit = schedule.weekdays !== null ? 7 : schedule.days;
          const at = periodStart(baseToday - ago, unit, anchor);
          const length = unit * periods;
          const { base, paused, today, range } = withPause(history, at, length, loggedInPause);
          const plain: TScheduleContext = { schedule, anchor, isPaused: noPause };
          const pausedContext: TScheduleContext = {
            schedule,
            anchor,
            isPaused: (day) => day >= range[0] && day <= range[1],
          };
          expect(computeScheduledStreaksOfDays(completedDays(paused), today, pausedContext)).toEqual(
            computeScheduledStreaksOfDays(completedDays(base), baseToday, plain),
          );
          expect(computeScheduledStrengthOfProgress(progressOf(paused), today, pausedContext)).toBeCloseTo(
            computeScheduledStrengthOfProgress(progressOf(base), baseToday, plain),
            12,
          );
        },
      ),
    );
  });

  it('of any length leave a daily habit’s streak and strength as they were', () => {
    fc.assert(
      fc.property(
        historyArbitrary,
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 1, max: 40 }),
        (history, ago, length) => {
          const { base, paused, today, range } = withPause(history, baseToday - ago, length, [0, 3, 7]);
          const plain: TScheduleContext = { schedule: dailySchedule, anchor, isPaused: noPause };
          const pausedContext = {
            ...plain,
            isPaused: buildIsPaused([{ start: key(range[0]), end: key(range[1]) }]),
          };
          expect(computeScheduledStreaksOfDays(completedDays(paused), today, pausedContext)).toEqual(
            computeScheduledStreaksOfDays(completedDays(base), baseToday, plain),
          );
          expect(computeScheduledStrengthOfProgress(progressOf(paused), today, pausedContext)).toBeCloseTo(
            computeScheduledStrengthOfProgress(progressOf(base), baseToday, plain),
            12,
          );
        },
      ),
    );
  });
});

function key(day: number): string {
  return addDays('1970-01-01', day);
}

describe('applyPauseChange', () => {
  const today = '2026-03-10';
  it('starts a pause today until resumed, and resuming makes yesterday its last day', () => {
    const paused = applyPauseChange([], { start: null, end: null }, '2026-03-05');
    expect(paused).toEqual([{ start: '2026-03-05', end: null }]);
    expect(applyPauseChange(paused, null, today)).toEqual([{ start: '2026-03-05', end: '2026-03-09' }]);
  });

  it('drops a pause that has not begun when resumed, and replaces what a new pause overlaps', () => {
    expect(applyPauseChange([{ start: '2026-03-12', end: '2026-03-20' }], null, today)).toEqual([]);
    expect(
      applyPauseChange(
        [{ start: '2026-03-01', end: null }],
        { start: '2026-03-15', end: '2026-03-16' },
        today,
      ),
    ).toEqual([
      { start: '2026-03-01', end: '2026-03-14' },
      { start: '2026-03-15', end: '2026-03-16' },
    ]);
    expect(applyPauseChange([{ start: '2026-03-10', end: null }], null, today)).toEqual([]);
    expect(applyPauseChange([{ start: '2026-01-01', end: '2026-01-05' }], null, today)).toEqual([
      { start: '2026-01-01', end: '2026-01-05' },
    ]);
  });

  it('finds the pause that holds a day or comes next', () => {
    const ranges = [
      { start: '2026-01-01', end: '2026-01-05' },
      { start: '2026-03-12', end: null },
    ];
    expect(findCurrentPause(ranges, today)).toEqual({ start: '2026-03-12', end: null });
    expect(findCurrentPause(ranges.slice(0, 1), today)).toBeNull();
  });

  it('reads a pause or a resume, and says what is wrong with a bad one', () => {
    expect(readPauseChange(null)).toEqual({ ok: true, change: null });
    expect(readPauseChange({ until: '2026-03-16' })).toEqual({
      ok: true,
      change: { start: null, end: '2026-03-16' },
    });
    expect(readPauseChange({ start: 'soon' })).toMatchObject({
      ok: false,
      error: 'Pause start must be a date (YYYY-MM-DD)',
    });
    expect(readPauseChange({ start: '2026-03-16', end: '2026-03-15' })).toMatchObject({ ok: false });
    expect(readPauseChange('tomorrow')).toMatchObject({ ok: false });
  });
});

describe('describePause', () => {
  const today = '2026-03-12';
  it('says when a habit counts again: the day after the pause’s last, or when resumed', () => {
    expect(describePause({ start: '2026-03-12', end: '2026-03-15' }, today)).toBe(
      'Paused, back on Mon 16 Mar',
    );
    expect(describePause({ start: '2026-03-10', end: null }, today)).toBe('Paused until you resume');
    expect(describePause({ start: '2026-03-13', end: '2026-03-31' }, today)).toBe(
      'Pause from Fri 13 Mar, back on Wed 1 Apr',
    );
  });
});
