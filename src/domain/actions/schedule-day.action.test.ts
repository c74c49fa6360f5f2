import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewScheduleDay, validateScheduleDay } from './schedule-day.action';

const context = { today: '2026-03-10' };
const session = (title: string, start_time: unknown, end_time: unknown) => ({ title, start_time, end_time });

describe('validateScheduleDay', () => {
  it('schedules sessions for today unless a date is given, writing times as HH:MM', () => {
    expect(
      validateScheduleDay(
        { sessions: [session(' Deep work ', '9am', '11:30'), session('Gym', '5:30 pm', '1830')] },
        context,
      ),
    ).toEqual({
      ok: true,
      value: {
        type: 'schedule_day',
        date: '2026-03-10',
        sessions: [
          { title: 'Deep work', start_time: '09:00', end_time: '11:30' },
          { title: 'Gym', start_time: '17:30', end_time: '18:30' },
        ],
      },
      warnings: [],
    });
  });

  it('reads aliases of the sessions and their fields', () => {
    expect(
      validateScheduleDay(
        { date: '2026-03-11', blocks: [{ name: 'Read', start: '21:00', end: '24:00' }] },
        context,
      ),
    ).toMatchObject({
      value: { date: '2026-03-11', sessions: [{ title: 'Read', start_time: '21:00', end_time: '24:00' }] },
    });
    expect(validateScheduleDay({ items: [{ label: 'Walk', from: 7, to: 8 }] }, context)).toMatchObject({
      value: { sessions: [{ title: 'Walk', start_time: '07:00', end_time: '08:00' }] },
    });
  });

  it('requires at least one session', () => {
    for (const sessions of [undefined, [], 'morning', {}]) {
      expect(validateScheduleDay({ sessions }, context)).toEqual({
        ok: false,
        errors: ['At least one session is required'],
        warnings: [],
      });
    }
  });

  it('requires each session to have a title and readable times, ending after it starts', () => {
    expect(
      validateScheduleDay(
        {
          sessions: [
            session('X', '9', '10'),
            session('Gym', 'after lunch', '15:00'),
            session('Read', '22:00', '21:00'),
            session('Nap', '14:00', '14:00'),
          ],
        },
        context,
      ),
    ).toEqual({
      ok: false,
      errors: [
        'Session title must be at least 2 characters',
        'Invalid time format for session',
        'Invalid duration for session',
      ],
      warnings: [],
    });
    expect(validateScheduleDay({ sessions: ['Gym at 9'] }, context)).toMatchObject({
      errors: ['Each session must be an object with a title, start_time and end_time'],
    });
  });

  it('refuses a date it cannot read', () => {
    expect(
      validateScheduleDay({ date: 'Monday', sessions: [session('Gym', '9', '10')] }, context),
    ).toMatchObject({
      errors: ['Invalid date format: Monday'],
    });
  });

  it('warns above 20 sessions', () => {
    const sessions = (count: number) =>
      Array.from({ length: count }, (_, hour) => session(`Block ${hour}`, `${hour}:00`, `${hour}:30`));
    expect(validateScheduleDay({ sessions: sessions(20) }, context).warnings).toEqual([]);
    expect(validateScheduleDay({ sessions: sessions(21) }, context)).toMatchObject({
      ok: true,
      warnings: ['21 sessions is a lot for one day (more than 20)'],
    });
  });

  it('never throws, and every accepted session ends after it starts', () => {
    const time = fc.oneof(
      fc.anything(),
      fc.integer({ min: 0, max: 2400 }),
      fc.constantFrom('9am', '21:30', '12pm'),
    );
    const sessionArbitrary = fc.oneof(
      fc.anything(),
      fc.record(
        { title: fc.oneof(fc.string(), fc.anything()), start_time: time, end_time: time },
        { requiredKeys: [] },
      ),
    );
    const payload = fc.oneof(
      fc.anything(),
      fc.record(
        { date: fc.oneof(fc.anything(), fc.constant('2026-03-12')), sessions: fc.array(sessionArbitrary) },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(payload, (input) => {
        const result = validateScheduleDay(input, context);
        if (!result.ok) {
          expect(result.errors.length).toBeGreaterThan(0);
          return;
        }
        for (const { start_time, end_time } of result.value.sessions)
          expect(end_time > start_time).toBe(true);
        expect(typeof previewScheduleDay(result.value)).toBe('string');
      }),
    );
  });
});

describe('previewScheduleDay', () => {
  it('lists up to three sessions and counts the rest', () => {
    const sessions = ['Plan', 'Write', 'Lunch', 'Calls', 'Gym'].map((title, index) => ({
      title,
      start_time: `${String(9 + index).padStart(2, '0')}:00`,
      end_time: `${String(10 + index).padStart(2, '0')}:00`,
    }));
    expect(previewScheduleDay({ type: 'schedule_day', date: '2026-03-10', sessions })).toBe(
      'Schedule 5 sessions on 10 Mar 2026: Plan 09:00–10:00, Write 10:00–11:00, Lunch 11:00–12:00 and 2 more',
    );
  });
});
