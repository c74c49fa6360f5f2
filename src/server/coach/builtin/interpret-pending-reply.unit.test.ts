import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAction } from '../../../domain/actions/validate-action';
import { buildActionContext } from './build-action-context';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';
import { pendingScales as scales } from './test/coach-test-helpers';

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

describe('interpretPendingReply, follow-ups of issue 36 (standard account, today Saturday 2026-11-28)', () => {
  const standard = fixtures.standard;
  const chords = {
    type: 'create_skill_entry',
    skill_id: 'ss-chords',
    parent_skill_id: 's-guitar',
    seconds: 1200,
  };
  const runToday = { type: 'log_habit', habit_id: 'h-run', date: '2026-11-28', value_boolean: true };

  it.each([
    [{ ...chords, date: '2026-11-28' }, 'on tuesday', { date: '2026-11-24' }],
    [runToday, 'it was on wednesday', { date: '2026-11-25' }],
    [chords, 'make it 30', { seconds: 1800 }],
    [
      { type: 'update_goal', goal_id: 'g-marathon', end_date: '2027-06-30' },
      'no, may',
      { end_date: '2027-05-31' },
    ],
    [
      { type: 'create_goal', title: 'Run a half marathon', end_date: '2027-04-30' },
      'make it march instead',
      { end_date: '2027-03-31' },
    ],
    [
      { type: 'create_goal', title: 'Read 12 books', target_value: 12, unit: 'books' },
      'by the end of next year',
      { end_date: '2027-12-31', target_value: 12 },
    ],
    [
      { type: 'update_habit', habit_id: 'h-meditate', pause: { start: '2026-11-28', end: '2026-11-30' } },
      'no, wednesday',
      { pause: { start: '2026-11-28', end: '2026-12-01' } },
    ],
  ])('%j with "%s" is modified to %j', (pending, message, changed) =>
    expect(interpretPendingReply(pending, message, standard)).toMatchObject({
      intent: 'modify',
      action: changed,
    }),
  );

  it('a pause "through" a day ends on that day', () =>
    expect(
      interpretPendingReply(
        { type: 'update_habit', habit_id: 'h-meditate', pause: { start: '2026-11-28', end: '2026-11-30' } },
        'through wednesday',
        standard,
      ),
    ).toMatchObject({ action: { pause: { end: '2026-12-02' } } }));

  it('a refusal said anywhere in the reply cancels, whatever else it names', () =>
    expect(
      interpretPendingReply(
        { type: 'update_user_preferences', week_start: 'sunday' },
        'actually monday is fine, cancel that',
        standard,
      ),
    ).toEqual({ intent: 'deny' }));

  it('saying again what is proposed accepts it; "no" with it does not', () => {
    const water = { type: 'log_habit', habit_id: 'h-water', date: '2026-11-28', value_number: 8 };
    expect(interpretPendingReply(water, '8 glasses', standard)).toEqual({ intent: 'confirm' });
    expect(
      interpretPendingReply(
        { type: 'create_habit', name: 'Take vitamins', habit_type: 'boolean' },
        'every day',
        standard,
      ),
    ).toEqual({ intent: 'confirm' });
    expect(interpretPendingReply(water, 'no, 8 glasses', standard)).toEqual({ intent: 'deny' });
  });
});

describe('interpretPendingReply, additions and units (standard account)', () => {
  const standard = fixtures.standard;
  const readTen = { type: 'log_habit', habit_id: 'h-read', date: '2026-11-28', value_number: 10 };

  it('"and today" after a log for yesterday logs the same habit on both days', () => {
    const yesterday = { type: 'log_habit', habit_id: 'h-meditate', date: '2026-11-27', value_boolean: true };
    expect(interpretPendingReply(yesterday, 'and today', standard)).toMatchObject({
      intent: 'modify',
      action: { type: 'batch', actions: [yesterday, { ...yesterday, date: '2026-11-28' }] },
    });
  });

  it('an amount in another habit\'s unit never changes the pending log ("and 6 glasses of water")', () => {
    const answer = interpretPendingReply(readTen, 'and 6 glasses of water', standard);
    expect(answer.intent).not.toBe('confirm');
    if (answer.intent === 'modify')
      expect(answer.action).not.toMatchObject({ habit_id: 'h-read', value_number: 6 });
  });

  it('"and 6 glasses of water" below the day\'s 8 joins the pending log as the day\'s amount, not a refusal', () => {
    expect(interpretPendingReply(readTen, 'and 6 glasses of water', standard)).toMatchObject({
      intent: 'modify',
      action: {
        type: 'batch',
        actions: [readTen, { habit_id: 'h-water', date: '2026-11-28', value_number: 6 }],
      },
    });
  });
});

describe('interpretPendingReply, a focus corrected (issue 36)', () => {
  const focus = { type: 'set_focus', focus: 'Email cleanup', date: '2026-11-28' };

  it.each([
    ['no, make it the budget review', 'The budget review'],
    ['actually make it gym and groceries', 'Gym and groceries'],
    ['change it to the quarterly report', 'The quarterly report'],
  ])('"%s" replaces the pending focus', (message, replaced) =>
    expect(interpretPendingReply(focus, message, fixtures.standard)).toMatchObject({
      intent: 'modify',
      action: { focus: replaced, date: '2026-11-28' },
    }),
  );

  it('"make it tomorrow" moves the day and keeps the focus', () =>
    expect(interpretPendingReply(focus, 'make it tomorrow', fixtures.standard)).toMatchObject({
      action: { focus: 'Email cleanup', date: '2026-11-29' },
    }));
});

describe('interpretPendingReply, additions and corrections said loosely (development set 3)', () => {
  const standard = fixtures.standard;
  const readLog = { type: 'log_habit', habit_id: 'h-read', date: '2026-11-28', value_number: 12 };
  const steps = (message: string, pending: Record<string, unknown>) =>
    (interpretPendingReply(pending, message, standard).action as { actions?: unknown[] } | undefined)
      ?.actions;

  it('"oh and …", "… as well afterwards" add a second log', () => {
    expect(steps('oh and meditated', readLog)).toMatchObject([readLog, { habit_id: 'h-meditate' }]);
    expect(steps('floss as well afterwards', readLog)).toMatchObject([readLog, { habit_id: 'h-floss' }]);
  });

  it('"and 25 of fingerstyle" is 25 minutes of practice, not a new length for the pending one', () =>
    expect(steps('and 25 of fingerstyle', scales)).toMatchObject([
      scales,
      { skill_id: 'ss-fingerstyle', seconds: 1500 },
    ]));

  it('"and the water one 9" adds a target change for the habit named', () =>
    expect(
      steps('and the water one 9', { type: 'update_habit', habit_id: 'h-read', target: 25, unit: 'pages' }),
    ).toMatchObject([{ habit_id: 'h-read' }, { type: 'update_habit', habit_id: 'h-water', target: 9 }]));

  it('"it was 40 not 20" keeps the number said to be right', () =>
    expect(interpretPendingReply(scales, 'it was 40 not 20', standard)).toMatchObject({
      intent: 'modify',
      action: { seconds: 2400 },
    }));

  it('"hmm no don\'t" refuses', () =>
    expect(interpretPendingReply(readLog, "hmm no don't", standard).intent).toBe('deny'));

  it('"5 days is better" after a habit of three days a week changes the days, not a target', () =>
    expect(
      interpretPendingReply(
        {
          type: 'create_habit',
          name: 'Swim',
          habit_type: 'boolean',
          schedule: { times: 3, days: 7, weekdays: null },
        },
        '5 days is better',
        standard,
      ),
    ).toMatchObject({
      intent: 'modify',
      action: { schedule: { times: 5, days: 7 }, habit_type: 'boolean' },
    }));

  it('"by the twentieth of march" is that day', () =>
    expect(
      interpretPendingReply(
        { type: 'create_goal', title: 'Save 500', target_value: 500 },
        'by the twentieth of march',
        standard,
      ),
    ).toMatchObject({ action: { end_date: '2027-03-20' } }));
});

describe('interpretPendingReply, a correction with "actually" or "roughly" at its end (development set 5)', () => {
  const chords = {
    type: 'create_skill_entry',
    skill_id: 'ss-chords',
    parent_skill_id: 's-guitar',
    seconds: 1200,
    date: '2026-11-28',
  };

  it.each([
    ['thirty five actually', 2100],
    ['forty minutes roughly', 2400],
    ['25 or so', 1500],
  ])('"%s" changes the length, it does not accept the pending one', (message, seconds) =>
    expect(interpretPendingReply(chords, message, fixtures.standard)).toMatchObject({
      intent: 'modify',
      action: { seconds },
    }),
  );
});
