import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/date-key';
import { computeGoalProgress, type TGoalProgressInput } from './compute-goal-progress';

const today = '2026-03-10';
const base: TGoalProgressInput = {
  goal: { target_value: null, status: 'active' },
  links: [],
  habitLogs: [],
  progressLogs: [],
  today,
};
const completeOn = (habit_id: string, daysAgo: readonly number[]) =>
  daysAgo.map((days) => ({ habit_id, date: addDays(today, -days), is_complete: true }));

describe('computeGoalProgress', () => {
  it('is 0 with nothing to measure', () => {
    expect(computeGoalProgress(base)).toEqual({
      progress: 0,
      source: 'none',
      habitConsistency: null,
      loggedValue: 0,
      targetProgress: null,
    });
  });

  it('weighs each linked habit by its contribution over the last 7 days', () => {
    const result = computeGoalProgress({
      ...base,
      links: [
        { habit_id: 'run', contribution: 3 },
        { habit_id: 'stretch', contribution: 1 },
      ],
      habitLogs: [...completeOn('run', [0, 1, 2, 3, 4, 5, 6]), ...completeOn('stretch', [0])],
    });
    // (3 × 7 + 1 × 1) / (7 × 4)
    expect(result.habitConsistency).toBeCloseTo(22 / 28, 12);
    expect(result).toMatchObject({ source: 'habits', progress: result.habitConsistency });
  });

  it('counts only complete logs of linked habits inside the window, once a day', () => {
    const result = computeGoalProgress({
      ...base,
      links: [{ habit_id: 'run', contribution: 1 }],
      habitLogs: [
        ...completeOn('run', [7, -1, 2, 2]),
        { habit_id: 'run', date: addDays(today, -3), is_complete: false },
        ...completeOn('swim', [0, 1]),
      ],
    });
    expect(result.habitConsistency).toBeCloseTo(1 / 7, 12);
  });

  it('gives a contribution below 0.1 a weight of 0.1', () => {
    const result = computeGoalProgress({
      ...base,
      links: [
        { habit_id: 'run', contribution: 0 },
        { habit_id: 'stretch', contribution: 0.9 },
      ],
      habitLogs: completeOn('run', [0, 1, 2, 3, 4, 5, 6]),
    });
    expect(result.habitConsistency).toBeCloseTo(0.1, 12);
  });

  it('measures logged deltas against the target once any is logged, kept between 0 and 1', () => {
    const goal = { target_value: 42, status: 'active' };
    const linked = { links: [{ habit_id: 'run', contribution: 1 }], habitLogs: completeOn('run', [0]) };
    expect(
      computeGoalProgress({ ...base, goal, ...linked, progressLogs: [{ delta: 10 }, { delta: 11 }] }),
    ).toMatchObject({
      progress: 0.5,
      source: 'target',
      loggedValue: 21,
      targetProgress: 0.5,
    });
    expect(computeGoalProgress({ ...base, goal, progressLogs: [{ delta: 50 }] }).progress).toBe(1);
    expect(computeGoalProgress({ ...base, goal, progressLogs: [{ delta: -5 }] }).progress).toBe(0);
    expect(computeGoalProgress({ ...base, goal })).toMatchObject({ source: 'target', progress: 0 });
  });

  // Issue 35: "0 of 12 books" beside 29% from the linked habits' week.
  it('gives a goal with a target the share of its target, whatever its linked habits did', () => {
    const goal = { target_value: 12, status: 'active' };
    const links = [{ habit_id: 'read', contribution: 1 }];
    const habitLogs = completeOn('read', [0, 1]);
    expect(computeGoalProgress({ ...base, goal, links, habitLogs })).toMatchObject({
      progress: 0,
      source: 'target',
      loggedValue: 0,
      targetProgress: 0,
      habitConsistency: 2 / 7,
    });
  });

  it('keeps the percentage and "N of M" one figure for any target and deltas', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.integer({ min: -50, max: 200 }), { maxLength: 8 }),
        (target, deltas) => {
          const result = computeGoalProgress({
            ...base,
            goal: { target_value: target, status: 'active' },
            links: [{ habit_id: 'read', contribution: 2 }],
            habitLogs: completeOn('read', [0, 1, 2]),
            progressLogs: deltas.map((delta) => ({ delta })),
          });
          const logged = deltas.reduce((sum, delta) => sum + delta, 0);
          expect(result.source).toBe('target');
          expect(result.progress).toBe(Math.min(Math.max(logged / target, 0), 1));
        },
      ),
    );
  });

  // Issue 35: progress logged on a goal with no target was invisible ("0% no progress yet").
  it('shows what a goal without a target logged as an amount, not a percentage', () => {
    const progressLogs = [{ delta: 3 }, { delta: 2.5 }];
    expect(computeGoalProgress({ ...base, progressLogs })).toMatchObject({
      progress: 0,
      source: 'amount',
      loggedValue: 5.5,
      targetProgress: null,
    });
    expect(computeGoalProgress({ ...base, progressLogs: [{ delta: 4 }, { delta: -4 }] }).source).toBe('none');
    const links = [{ habit_id: 'run', contribution: 1 }];
    expect(computeGoalProgress({ ...base, links, progressLogs })).toMatchObject({
      source: 'habits',
      loggedValue: 5.5,
    });
  });

  it('is 1 for a completed goal', () => {
    expect(computeGoalProgress({ ...base, goal: { target_value: 10, status: 'completed' } })).toMatchObject({
      progress: 1,
      source: 'completed',
    });
  });

  it('weighs contributions near the float maximum without overflowing', () => {
    const result = computeGoalProgress({
      ...base,
      links: [
        { habit_id: 'a', contribution: 6e307 },
        { habit_id: 'b', contribution: 6e307 },
      ],
      habitLogs: completeOn('a', [0, 1, 2]),
    });
    expect(result.habitConsistency).toBeCloseTo(3 / 14);
  });

  it('stays between 0 and 1 whatever the logs and weights', () => {
    const habitId = fc.constantFrom('a', 'b', 'c');
    fc.assert(
      fc.property(
        fc.array(fc.record({ habit_id: habitId, contribution: fc.double({ noNaN: false }) }), {
          maxLength: 4,
        }),
        fc.array(
          fc.record({
            habit_id: habitId,
            date: fc.integer({ min: -10, max: 10 }).map((days) => addDays(today, days)),
            is_complete: fc.boolean(),
          }),
          { maxLength: 40 },
        ),
        fc.array(fc.record({ delta: fc.double() }), { maxLength: 5 }),
        fc.option(fc.double(), { nil: null }),
        (links, habitLogs, progressLogs, target_value) => {
          const result = computeGoalProgress({
            ...base,
            goal: { target_value },
            links,
            habitLogs,
            progressLogs,
          });
          expect(result.progress).toBeGreaterThanOrEqual(0);
          expect(result.progress).toBeLessThanOrEqual(1);
          if (result.habitConsistency !== null)
            expect(result.habitConsistency).toBeLessThanOrEqual(1 + 1e-12);
        },
      ),
    );
  });

  it('never falls when a linked habit is completed on one more day', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
        fc.integer({ min: 0, max: 6 }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (days, extraDay, contribution) => {
          const input = {
            ...base,
            links: [
              { habit_id: 'a', contribution },
              { habit_id: 'b', contribution: 1 },
            ],
            habitLogs: completeOn('a', days),
          };
          const before = computeGoalProgress(input).progress;
          const after = computeGoalProgress({
            ...input,
            habitLogs: [...input.habitLogs, ...completeOn('a', [extraDay])],
          });
          expect(after.progress).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
});
