import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayInTimeZone } from '../dates/today-in-time-zone';
import {
  computeElapsedSeconds,
  idleTrackerState,
  pauseAndDrainTracking,
  pauseTracking,
  readSavedTrackerOwner,
  restoreTrackerState,
  resumeTracking,
  serializeTrackerState,
  shouldApplyExternalChange,
  startTracking,
  stopTracking,
} from './time-tracker';

const t0 = Date.parse('2026-03-01T09:00:00Z');
const seconds = (n: number) => t0 + n * 1000;
const owner = { userId: 'user-a', updatedAt: t0, tabId: 'tab-1' };

describe('time tracker', () => {
  it('starts on a habit with the clock at zero and the session date recorded', () => {
    const state = startTracking('habit-1', t0, '2026-03-01');
    expect(state).toEqual({
      isTracking: true,
      habitId: 'habit-1',
      startTime: t0,
      accumulatedSeconds: 0,
      metadata: { sessionDateKey: '2026-03-01' },
    });
    expect(computeElapsedSeconds(state, seconds(90.9))).toBe(90);
  });

  it('counts only whole seconds and never goes below what was banked', () => {
    const state = startTracking('habit-1', t0, '2026-03-01');
    expect(computeElapsedSeconds(state, t0 + 999)).toBe(0);
    expect(computeElapsedSeconds(state, t0 - 5_000)).toBe(0);
  });

  it('stops the clock on pause and adds on from where it was on resume', () => {
    let state = startTracking('habit-1', t0, '2026-03-01');
    state = pauseTracking(state, seconds(60));
    expect(state).toMatchObject({
      isTracking: false,
      startTime: null,
      accumulatedSeconds: 60,
      habitId: 'habit-1',
    });
    expect(computeElapsedSeconds(state, seconds(600))).toBe(60);
    state = resumeTracking(state, seconds(600));
    expect(computeElapsedSeconds(state, seconds(630))).toBe(90);
  });

  it('ignores a pause while paused, and a resume while running or with no habit', () => {
    const running = startTracking('habit-1', t0, '2026-03-01');
    const paused = pauseTracking(running, seconds(10));
    expect(pauseTracking(paused, seconds(20))).toBe(paused);
    expect(resumeTracking(running, seconds(20))).toBe(running);
    expect(resumeTracking(idleTrackerState, seconds(20))).toBe(idleTrackerState);
  });

  it('hands over the total, habit and metadata on stop and clears everything', () => {
    let state = startTracking('habit-1', t0, '2026-03-01');
    state = pauseTracking(state, seconds(100));
    state = resumeTracking(state, seconds(200));
    const { state: after, session } = stopTracking(state, seconds(250));
    expect(session).toEqual({
      totalSeconds: 150,
      habitId: 'habit-1',
      metadata: { sessionDateKey: '2026-03-01' },
    });
    expect(after).toEqual(idleTrackerState);
  });

  it('drains the time so far but stays on the habit, paused at zero', () => {
    const state = startTracking('habit-1', t0, '2026-03-01');
    const { state: after, session } = pauseAndDrainTracking(state, seconds(300));
    expect(session.totalSeconds).toBe(300);
    expect(after).toEqual({
      isTracking: false,
      habitId: 'habit-1',
      startTime: null,
      accumulatedSeconds: 0,
      metadata: { sessionDateKey: '2026-03-01' },
    });
    expect(computeElapsedSeconds(resumeTracking(after, seconds(400)), seconds(460))).toBe(60);
  });

  it('logs a session that crosses midnight to the day it started', () => {
    const zone = 'Europe/Paris';
    const start = Date.parse('2026-03-01T22:30:00Z'); // 23:30 in Paris
    const end = Date.parse('2026-03-01T23:30:00Z'); // 00:30 the next day in Paris
    const state = startTracking('habit-1', start, todayInTimeZone(new Date(start), zone));
    const { session } = stopTracking(state, end);
    expect(todayInTimeZone(new Date(end), zone)).toBe('2026-03-02');
    expect(session).toEqual({
      totalSeconds: 3600,
      habitId: 'habit-1',
      metadata: { sessionDateKey: '2026-03-01' },
    });
  });

  it('keeps elapsed time growing and never negative for any sequence of commands', () => {
    const command = fc.constantFrom('pause', 'resume', 'drain');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(command, fc.integer({ min: 0, max: 10_000 })), { maxLength: 30 }),
        (steps) => {
          let state = startTracking('habit-1', t0, '2026-03-01');
          let now = t0;
          let drained = 0;
          for (const [name, gap] of steps) {
            const before = computeElapsedSeconds(state, now) + drained;
            now += gap;
            if (name === 'pause') state = pauseTracking(state, now);
            if (name === 'resume') state = resumeTracking(state, now);
            if (name === 'drain') {
              const outcome = pauseAndDrainTracking(state, now);
              drained += outcome.session.totalSeconds;
              state = outcome.state;
            }
            expect(computeElapsedSeconds(state, now)).toBeGreaterThanOrEqual(0);
            expect(computeElapsedSeconds(state, now) + drained).toBeGreaterThanOrEqual(before);
          }
        },
      ),
    );
  });
});

describe('saved tracker state', () => {
  it('counts the time the tab was closed when it was tracking', () => {
    const state = startTracking('habit-1', t0, '2026-03-01');
    const saved = serializeTrackerState(state, { ...owner, updatedAt: seconds(10) });
    const restored = restoreTrackerState(saved, { userId: 'user-a', now: seconds(3600) });
    expect(restored).toEqual(state);
    expect(computeElapsedSeconds(restored, seconds(3600))).toBe(3600);
  });

  it('restores a paused session as it was', () => {
    const paused = pauseTracking(startTracking('habit-1', t0, '2026-03-01'), seconds(45));
    const restored = restoreTrackerState(serializeTrackerState(paused, owner), {
      userId: 'user-a',
      now: seconds(9999),
    });
    expect(restored).toEqual(paused);
    expect(computeElapsedSeconds(restored, seconds(9999))).toBe(45);
  });

  it("gives an idle tracker for another user's state, nothing saved, or something unreadable", () => {
    const saved = serializeTrackerState(startTracking('habit-1', t0, '2026-03-01'), owner);
    const reader = { userId: 'user-b', now: t0 };
    expect(restoreTrackerState(saved, reader)).toEqual(idleTrackerState);
    expect(restoreTrackerState(null, reader)).toEqual(idleTrackerState);
    expect(restoreTrackerState('{not json', reader)).toEqual(idleTrackerState);
    expect(restoreTrackerState('{"isTracking":"yes"}', reader)).toEqual(idleTrackerState);
  });

  it('pulls a start time from a wrong clock back to now', () => {
    const state = startTracking('habit-1', seconds(500), '2026-03-01');
    const restored = restoreTrackerState(serializeTrackerState(state, owner), { userId: 'user-a', now: t0 });
    expect(restored.startTime).toBe(t0);
    expect(computeElapsedSeconds(restored, seconds(30))).toBe(30);
  });

  it('keeps extra metadata through a save and restore', () => {
    const state = {
      ...startTracking('habit-1', t0, '2026-03-01'),
      metadata: { sessionDateKey: '2026-03-01', goalId: 'g1' },
    };
    expect(
      restoreTrackerState(serializeTrackerState(state, owner), { userId: 'user-a', now: t0 }).metadata,
    ).toEqual({
      sessionDateKey: '2026-03-01',
      goalId: 'g1',
    });
  });

  it("applies other tabs' writes of the same user only", () => {
    const saved = serializeTrackerState(startTracking('habit-1', t0, '2026-03-01'), owner);
    const written = (newValue: string) => ({ newValue, oldValue: null });
    expect(shouldApplyExternalChange(written(saved), { userId: 'user-a', tabId: 'tab-2' })).toBe(true);
    expect(shouldApplyExternalChange(written(saved), { userId: 'user-a', tabId: 'tab-1' })).toBe(false);
    expect(shouldApplyExternalChange(written(saved), { userId: 'user-b', tabId: 'tab-2' })).toBe(false);
    expect(shouldApplyExternalChange(written('garbage'), { userId: 'user-a', tabId: 'tab-2' })).toBe(false);
  });

  it("follows a stop of the user's own session from any other tab, and no one else's", () => {
    const saved = serializeTrackerState(startTracking('habit-1', t0, '2026-03-01'), owner);
    const removed = { newValue: null, oldValue: saved };
    // The session this tab started, stopped in another tab.
    expect(shouldApplyExternalChange(removed, { userId: 'user-a', tabId: 'tab-1' })).toBe(true);
    expect(shouldApplyExternalChange(removed, { userId: 'user-a', tabId: 'tab-2' })).toBe(true);
    // Another account's session, stopped in a tab still signed in as it.
    expect(shouldApplyExternalChange(removed, { userId: 'user-b', tabId: 'tab-2' })).toBe(false);
    // Storage cleared wholesale.
    expect(
      shouldApplyExternalChange({ newValue: null, oldValue: null }, { userId: 'user-b', tabId: 'tab-2' }),
    ).toBe(true);
  });

  it('tells whose session a saved value holds', () => {
    const saved = serializeTrackerState(startTracking('habit-1', t0, '2026-03-01'), owner);
    expect(readSavedTrackerOwner(saved)).toBe('user-a');
    expect(readSavedTrackerOwner(null)).toBeNull();
    expect(readSavedTrackerOwner('{"userId":"user-a"}')).toBeNull();
  });

  it('never throws on whatever is found in storage', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json(), fc.constant(null)),
        fc.option(fc.string()),
        (saved, old) => {
          const restored = restoreTrackerState(saved, { userId: 'user-a', now: t0 });
          expect(computeElapsedSeconds(restored, t0)).toBeGreaterThanOrEqual(0);
          const change = { newValue: saved, oldValue: old };
          expect(typeof shouldApplyExternalChange(change, { userId: 'user-a', tabId: 'tab-1' })).toBe(
            'boolean',
          );
        },
      ),
    );
  });
});
