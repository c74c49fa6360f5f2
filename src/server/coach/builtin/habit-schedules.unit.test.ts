import { describe, expect, it } from 'vitest';
import { validateCreateHabit } from '../../../domain/actions/create-habit.action';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

const context = fixtures.new_user;

describe('the built-in coach and habit schedules', () => {
  it.each([
    ['I want to start running three times a week', 'Running', { times: 3, days: 7, weekdays: null }],
    ['create a habit to stretch every other day', 'Stretch', { times: 1, days: 2, weekdays: null }],
    ['add a habit: yoga on Mondays and Thursdays', 'Yoga', { times: 2, days: 7, weekdays: [1, 4] }],
  ])('proposes "%s" as a habit on its schedule', (message, name, schedule) => {
    const answer = answerMessage(message, context, false);
    expect(answer.action).toMatchObject({ type: 'create_habit', name, schedule });
    expect(answer.reply).toContain('rest day breaks nothing');
    const { type: _type, ...payload } = answer.action ?? {};
    const verdict = validateCreateHabit(payload, { existingHabits: [], now: new Date() });
    expect(verdict.ok && verdict.value.habit.schedule).toEqual(schedule);
  });

  it('keeps a daily habit daily', () => {
    const answer = answerMessage('create a habit to read 20 pages every day', context, false);
    expect(answer.action).toMatchObject({ type: 'create_habit', name: 'Read' });
    expect(answer.action).not.toHaveProperty('schedule');
  });
});

describe('the built-in coach on streaks of a habit on a schedule', () => {
  it('counts the weeks of a habit three times a week, not its days', () => {
    // The fixture's today is Thursday 2026-03-12; the two weeks before were kept three times each.
    const done = ['2026-02-23', '2026-02-25', '2026-02-27', '2026-03-02', '2026-03-04', '2026-03-06'];
    const context = {
      ...fixtures.new_user,
      habits: [
        {
          id: 'h-run',
          name: 'Run',
          type: 'boolean' as const,
          target: null,
          unit: null,
          active: true,
          created_at: '2026-02-01T08:00:00.000Z',
          schedule: { times: 3, days: 7, weekdays: null },
        },
      ],
      recent_logs: done.map((date) => ({
        habit_id: 'h-run',
        date,
        value_number: null,
        value_boolean: true,
        time_tracked_seconds: 0,
        is_complete: true,
      })),
    };
    const answer = answerMessage('what is my best streak?', context, false);
    expect(answer.reply).toContain('2 weeks on **Run**');
  });
});
