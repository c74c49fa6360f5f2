import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewCreateFocusSession, validateCreateFocusSession } from './create-focus-session.action';

const now = new Date('2026-03-10T12:00:00Z');
const context = { ownedGoalIds: ['goal-1'], ownedHabitIds: ['habit-1'], now };
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('validateCreateFocusSession', () => {
  it('logs minutes starting now unless a start is given', () => {
    expect(validateCreateFocusSession({ minutes: 25 }, context)).toEqual({
      ok: true,
      value: {
        type: 'create_focus_session',
        minutes: 25,
        seconds: null,
        started_at: '2026-03-10T12:00:00.000Z',
        goal_id: null,
        habit_id: null,
      },
      warnings: [],
    });
    expect(
      validateCreateFocusSession(
        { duration: '50', start: '2026-03-10T09:00:00+01:00', goal_id: 'goal-1', habit_id: 'habit-1' },
        context,
      ),
    ).toMatchObject({
      value: { minutes: 50, started_at: '2026-03-10T08:00:00.000Z', goal_id: 'goal-1', habit_id: 'habit-1' },
    });
  });

  it('requires 1 to 480 minutes', () => {
    expect(validateCreateFocusSession({ minutes: 480 }, context).ok).toBe(true);
    for (const minutes of [0, 481, undefined, 'long']) {
      expect(validateCreateFocusSession({ minutes }, context)).toMatchObject({
        ok: false,
        errors: ['Focus session must be between 1 and 480 minutes'],
      });
    }
  });

  it('requires an ISO date and time for the start', () => {
    for (const started_at of ['9am', '2026-03-10', '2026-03-10T25:00:00Z']) {
      expect(validateCreateFocusSession({ minutes: 25, started_at }, context)).toMatchObject({
        ok: false,
        errors: [`Invalid date format: ${started_at}`],
      });
    }
  });

  it('warns about a start in the future, and refuses one more than 7 days ahead', () => {
    expect(validateCreateFocusSession({ minutes: 25, started_at: hoursFromNow(1) }, context)).toMatchObject({
      ok: true,
      warnings: ['Focus session starts in the future'],
    });
    expect(validateCreateFocusSession({ minutes: 25, started_at: hoursFromNow(7 * 24) }, context).ok).toBe(
      true,
    );
    expect(
      validateCreateFocusSession({ minutes: 25, started_at: hoursFromNow(7 * 24 + 1) }, context),
    ).toEqual({
      ok: false,
      errors: ['Focus session cannot start more than 7 days ahead'],
      warnings: ['Focus session starts in the future'],
    });
    expect(
      validateCreateFocusSession({ minutes: 25, started_at: hoursFromNow(-30) }, context).warnings,
    ).toEqual([]);
  });

  it('refuses a goal or habit the user does not own, when one is given', () => {
    expect(
      validateCreateFocusSession({ minutes: 25, goal_id: 'goal-2', habit_id: 'habit-2' }, context),
    ).toMatchObject({
      ok: false,
      errors: ['Goal not found or access denied', 'Habit not found or access denied'],
    });
    expect(validateCreateFocusSession({ minutes: 25, goal_id: '', habit_id: null }, context).ok).toBe(true);
  });

  it('never throws, whatever it is given', () => {
    const field = fc.oneof(
      fc.anything(),
      fc.constantFrom('goal-1', 'habit-1', '25', '2026-03-20T10:00:00Z', ''),
      fc.date().map((date) => (Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString())),
    );
    const payload = fc.oneof(
      fc.anything(),
      fc.record({ minutes: field, started_at: field, goal_id: field, habit_id: field }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateCreateFocusSession(input, context);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        else expect(typeof previewCreateFocusSession(result.value)).toBe('string');
      }),
    );
  });
});

describe('previewCreateFocusSession', () => {
  // Issue 35: a 6-second session was saved as "1 minute".
  it('keeps the seconds of a timed session, its minutes being those seconds rounded', () => {
    expect(validateCreateFocusSession({ seconds: 6 }, context)).toMatchObject({
      ok: true,
      value: { minutes: 0, seconds: 6 },
    });
    expect(validateCreateFocusSession({ minutes: 1, seconds: 95 }, context)).toMatchObject({
      value: { minutes: 2, seconds: 95 },
    });
    expect(validateCreateFocusSession({ seconds: 0 }, context)).toMatchObject({ ok: false });
    expect(validateCreateFocusSession({ seconds: 28_801 }, context)).toMatchObject({ ok: false });
  });

  it('says how long and when, in UTC', () => {
    expect(
      previewCreateFocusSession({
        type: 'create_focus_session',
        minutes: 25,
        seconds: null,
        started_at: '2026-03-10T09:00:00.000Z',
        goal_id: null,
        habit_id: null,
      }),
    ).toBe('Log a 25-minute focus session starting 2026-03-10 09:00 UTC');
  });
});
