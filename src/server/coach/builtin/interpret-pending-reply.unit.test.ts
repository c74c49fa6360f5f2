import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAction } from '../../../domain/actions/validate-action';
import { buildActionContext } from './build-action-context';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';

const context = fixtures.active_user;
const readHabit = { type: 'create_habit', name: 'Read', habit_type: 'number', target: 20, unit: 'pages' };

describe('interpretPendingReply', () => {
  it.each(['yes', 'ok, do it', 'sounds good', 'perfect!', 'yep'])('"%s" confirms', (message) =>
    expect(interpretPendingReply(readHabit, message, context)).toEqual({ intent: 'confirm' }),
  );

  it.each(['no', 'cancel', 'hmm', 'what is a habit anyway'])(
    '"%s" denies: nothing in it applies',
    (message) => expect(interpretPendingReply(readHabit, message, context)).toEqual({ intent: 'deny' }),
  );

  it.each([
    [readHabit, 'make it 30 pages', { ...readHabit, target: 30 }],
    [readHabit, 'make it 30', { ...readHabit, target: 30 }],
    [readHabit, 'yes but call it Reading', { ...readHabit, name: 'Reading' }],
    [
      { type: 'create_habit', name: 'Meditate', habit_type: 'boolean' },
      'make it 10 minutes',
      { type: 'create_habit', name: 'Meditate', habit_type: 'number', target: 10, unit: 'minutes' },
    ],
    [
      { type: 'log_habit', habit_id: 'h-read', date: '2026-03-12', value_number: 25 },
      'yesterday instead',
      { type: 'log_habit', habit_id: 'h-read', date: '2026-03-11', value_number: 25 },
    ],
    [
      { type: 'set_focus', focus: 'Deep work', date: '2026-03-12' },
      'tomorrow instead',
      { type: 'set_focus', focus: 'Deep work', date: '2026-03-13' },
    ],
    [
      {
        type: 'schedule_day',
        date: '2026-03-13',
        sessions: [{ title: 'Gym', start_time: '17:30', end_time: '18:30' }],
      },
      'at 7am',
      {
        type: 'schedule_day',
        date: '2026-03-13',
        sessions: [{ title: 'Gym', start_time: '07:00', end_time: '08:00' }],
      },
    ],
    [
      { type: 'link_habit_to_goal', habit_id: 'h-run', goal_id: 'g-marathon', contribution: 1 },
      'weight 2',
      { type: 'link_habit_to_goal', habit_id: 'h-run', goal_id: 'g-marathon', contribution: 2 },
    ],
    [
      { type: 'create_goal', title: 'Run 100 km', target_value: 100, unit: 'km', end_date: '2026-06-30' },
      'no, make it 150',
      { type: 'create_goal', title: 'Run 150 km', target_value: 150, unit: 'km', end_date: '2026-06-30' },
    ],
    [
      { type: 'create_skill_entry', skill_id: 'ss-scales', seconds: 2700, quality_rating: 4 },
      'quality 5',
      { type: 'create_skill_entry', skill_id: 'ss-scales', seconds: 2700, quality_rating: 5 },
    ],
    [
      { type: 'update_user_preferences', week_start: 'monday' },
      'sunday instead',
      { type: 'update_user_preferences', week_start: 'sunday' },
    ],
  ])('%j with "%s" is modified', (pending, message, changed) =>
    expect(interpretPendingReply(pending, message, context)).toMatchObject({
      intent: 'modify',
      action: changed,
    }),
  );

  it('changes the action as the chat route sends it: flat, with the nulls validation fills in', () => {
    const sent = { type: 'create_habit', name: 'Meditate', target: null, unit: null, habit_type: 'boolean' };
    expect(interpretPendingReply(sent, 'make it 10 minutes', context)).toEqual({
      intent: 'modify',
      action: { type: 'create_habit', name: 'Meditate', target: 10, unit: 'minutes', habit_type: 'number' },
    });
  });

  it('returns a change that breaks a rule, so the intent route can say which rule', () => {
    const answer = interpretPendingReply(readHabit, 'make it 20000 pages', context);
    expect(answer).toEqual({ intent: 'modify', action: { ...readHabit, target: 20000 } });
    expect(validateAction(answer.action, buildActionContext(context))).toMatchObject({
      ok: false,
      errors: ['Target value must be between 0 and 10,000'],
    });
  });

  it('answers any message without throwing, and a modified action keeps its type', () => {
    const pendings = [
      readHabit,
      { type: 'log_habit', habit_id: 'h-run', value_number: 5 },
      { type: 'schedule_day', sessions: [{ title: 'Gym', start_time: '17:30', end_time: '18:30' }] },
      { type: 'create_focus_session', minutes: 25 },
      { type: 'batch', actions: [readHabit] },
      'not an action',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...pendings), fc.string({ maxLength: 60 }), (pending, message) => {
        const answer = interpretPendingReply(pending, message, context);
        expect(['confirm', 'deny', 'modify']).toContain(answer.intent);
        if (answer.intent === 'modify')
          expect(answer.action).toMatchObject({ type: (pending as { type: string }).type });
      }),
      { numRuns: 200 },
    );
  });
});
