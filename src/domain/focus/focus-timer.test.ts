import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeFocusedSeconds,
  computeRemainingSeconds,
  describeTimeLeft,
  endFocusTimer,
  hasFocusTimerRunOut,
  pauseFocusTimer,
  readFocusSessionEntry,
  restoreFocusTimer,
  resumeFocusTimer,
  serializeFocusTimer,
  startFocusTimer,
} from './focus-timer';

const t0 = Date.UTC(2025, 2, 10, 9, 0, 0);
const plan = { sessionId: 's1', plannedMinutes: 25, goalId: 'g1', habitId: null };
const second = 1000;

describe('focus timer', () => {
  it('counts down from the planned length and stops at zero', () => {
    const state = startFocusTimer(plan, t0);
    expect(computeRemainingSeconds(state, t0)).toBe(1500);
    expect(computeRemainingSeconds(state, t0 + 61 * second)).toBe(1439);
    expect(hasFocusTimerRunOut(state, t0 + 1499 * second)).toBe(false);
    expect(hasFocusTimerRunOut(state, t0 + 1500 * second)).toBe(true);
    expect(computeFocusedSeconds(state, t0 + 9999 * second)).toBe(1500);
  });

  it('does not count paused time, and resumes where it stopped', () => {
    const paused = pauseFocusTimer(startFocusTimer(plan, t0), t0 + 300 * second);
    expect(computeRemainingSeconds(paused, t0 + 900 * second)).toBe(1200);
    const resumed = resumeFocusTimer(paused, t0 + 900 * second);
    expect(computeRemainingSeconds(resumed, t0 + 960 * second)).toBe(1140);
  });

  it('keeps the focused time once ended, and saves it as rounded minutes from the start', () => {
    const ended = endFocusTimer(startFocusTimer(plan, t0), t0 + 10 * 60 * second + 40 * second);
    expect(computeFocusedSeconds(ended, t0 + 3_600_000)).toBe(640);
    expect(hasFocusTimerRunOut(ended, t0 + 3_600_000)).toBe(false);
    expect(readFocusSessionEntry(ended, t0 + 3_600_000)).toEqual({
      minutes: 11,
      seconds: 640,
      started_at: '2025-03-10T09:00:00.000Z',
      goal_id: 'g1',
      habit_id: null,
    });
  });

  // Issue 35: a 6-second session was saved as "1 minute".
  it('saves the seconds of a session ended after a few seconds', () => {
    const state = startFocusTimer(plan, t0);
    const entry = readFocusSessionEntry(endFocusTimer(state, t0 + 6 * second), t0 + 6 * second);
    expect(entry).toMatchObject({ seconds: 6 });
  });

  it('saves at least one minute and never more than planned, whatever the clock does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 480 }),
        fc.array(fc.integer({ min: -60_000, max: 3_600_000 }), { maxLength: 8 }),
        (plannedMinutes, steps) => {
          let now = t0;
          let state = startFocusTimer({ ...plan, plannedMinutes }, now);
          steps.forEach((step, index) => {
            now += step;
            state = index % 2 === 0 ? pauseFocusTimer(state, now) : resumeFocusTimer(state, now);
            const remaining = computeRemainingSeconds(state, now);
            expect(remaining).toBeGreaterThanOrEqual(0);
            expect(remaining).toBeLessThanOrEqual(plannedMinutes * 60);
          });
          const { minutes, seconds } = readFocusSessionEntry(endFocusTimer(state, now), now);
          expect(minutes).toBeGreaterThanOrEqual(1);
          expect(minutes).toBeLessThanOrEqual(plannedMinutes);
          expect(seconds).toBeGreaterThanOrEqual(1);
          expect(seconds).toBeLessThanOrEqual(plannedMinutes * 60);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('survives a reload for the same user only, counting the time the page was closed', () => {
    const saved = serializeFocusTimer(startFocusTimer(plan, t0), 'user-1');
    const restored = restoreFocusTimer(saved, { userId: 'user-1', now: t0 + 120 * second });
    expect(restored && computeRemainingSeconds(restored, t0 + 120 * second)).toBe(1380);
    expect(restoreFocusTimer(saved, { userId: 'user-2', now: t0 })).toBeNull();
    expect(restoreFocusTimer('{"broken"', { userId: 'user-1', now: t0 })).toBeNull();
    expect(restoreFocusTimer(null, { userId: 'user-1', now: t0 })).toBeNull();
  });

  it('pulls a start time in the future back to now', () => {
    const saved = serializeFocusTimer(startFocusTimer(plan, t0 + 3_600_000), 'user-1');
    const restored = restoreFocusTimer(saved, { userId: 'user-1', now: t0 });
    expect(restored && computeRemainingSeconds(restored, t0)).toBe(1500);
  });
});

describe('describeTimeLeft', () => {
  it('speaks in 5-minute steps, then minutes, then the last minute', () => {
    expect(describeTimeLeft(1500)).toBe('About 25 minutes left');
    expect(describeTimeLeft(1441)).toBe('About 25 minutes left');
    expect(describeTimeLeft(1199)).toBe('About 20 minutes left');
    expect(describeTimeLeft(250)).toBe('About 5 minutes left');
    expect(describeTimeLeft(179)).toBe('About 3 minutes left');
    expect(describeTimeLeft(60)).toBe('Less than a minute left');
    expect(describeTimeLeft(0)).toBe('Time is up');
  });

  it('changes at most once a minute while the clock runs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 480 * 60 }), (remaining) => {
        const changes = Array.from({ length: 59 }, (_, index) => remaining - index)
          .filter((seconds) => seconds > 0)
          .filter(
            (seconds, index, all) =>
              index > 0 && describeTimeLeft(seconds) !== describeTimeLeft(all[index - 1] ?? seconds),
          );
        expect(changes.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 200 },
    );
  });
});
