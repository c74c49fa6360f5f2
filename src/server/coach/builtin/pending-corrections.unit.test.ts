import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asCorrection } from './correction-words';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';
import { pendingScales as scales } from './test/coach-test-helpers';

const context = fixtures.standard;
const stretchToday = { type: 'log_habit', habit_id: 'h-stretch', date: '2026-11-28', value_boolean: true };
const focus = { type: 'create_focus_session', minutes: 45, started_at: '2026-11-28T09:15:00.000Z' };

describe('a correction of a pending proposal, said as people say it (issue 36)', () => {
  it('"hang on, that was friday not today" moves the log to Friday', () => {
    const answer = interpretPendingReply(stretchToday, 'hang on, that was friday not today', context);
    expect(answer).toMatchObject({ intent: 'modify', action: { date: '2026-11-27' } });
  });

  it.each([
    ['more like 50 tbh', scales, { seconds: 3000 }],
    ['oh it was only 30 really', focus, { minutes: 30 }],
    ['ugh typo, meant 35', scales, { seconds: 2100 }],
  ])('"%s" changes the amount', (said, pending, changed) => {
    expect(interpretPendingReply(pending, said, context)).toMatchObject({
      intent: 'modify',
      action: changed,
    });
  });

  it('"flossed too btw" joins the pending log in one batch', () => {
    const answer = interpretPendingReply(stretchToday, 'flossed too btw', context);
    expect(answer.intent).toBe('modify');
    expect(
      (answer.action as { actions: { habit_id: string }[] }).actions.map((step) => step.habit_id),
    ).toEqual(['h-stretch', 'h-floss']);
  });

  it('any "<lead> <n>" correction reads as "make it <n>"', () => {
    const leads = [
      'more like',
      'closer to',
      'it was only',
      'meant',
      'oh it was actually',
      'should have been',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...leads),
        fc.integer({ min: 1, max: 500 }),
        (lead, amount) => asCorrection(`${lead} ${amount}`) === `make it ${amount}`,
      ),
    );
  });

  it('"same for stretching" pauses Stretch as Floss is', () => {
    const pause = {
      type: 'update_habit',
      habit_id: 'h-floss',
      pause: { start: '2026-11-28', end: '2026-11-29' },
    };
    const answer = interpretPendingReply(pause, 'same for stretching', context);
    expect(answer).toMatchObject({
      intent: 'modify',
      action: { type: 'batch', actions: [pause, { ...pause, habit_id: 'h-stretch' }] },
    });
  });

  it('"water was 10 glasses btw" while a Read log is pending adds a second log', () => {
    const read = { type: 'log_habit', habit_id: 'h-read', date: '2026-11-28', value_number: 21 };
    const answer = interpretPendingReply(read, 'water was 10 glasses btw', context);
    expect(answer).toMatchObject({
      intent: 'modify',
      action: {
        type: 'batch',
        actions: [read, { habit_id: 'h-water', value_number: 10, date: '2026-11-28' }],
      },
    });
  });
});

// Round 18's follow-up mechanisms, each on three paraphrases written here (none from an eval set).
const today = context.today;
const logRun = { type: 'log_habit', habit_id: 'h-run', date: today, value_boolean: true };
const tidyFocus = { type: 'set_focus', focus: 'Tidy up the flat', date: today };
const walking = { type: 'create_habit', name: 'Walking', habit_type: 'boolean' };
const pauseStretch = { type: 'update_habit', habit_id: 'h-stretch', pause: { start: today, end: null } };
/** A reply that changes the pending proposal into one matching `action`. */
const modifies = (pending: Record<string, unknown>, action: Record<string, unknown>) => (reply: string) =>
  expect(interpretPendingReply(pending, reply, context)).toMatchObject({ intent: 'modify', action });

describe('a pending log the user has not done yet', () => {
  it.each(["hold on, i haven't been yet", 'oh wait i didnt do it yet', 'not yet, maybe tonight'])(
    '"%s" drops it rather than logging a miss',
    (reply) => expect(interpretPendingReply(logRun, reply, context)).toEqual({ intent: 'deny' }),
  );
});

describe('a bare "i went" on another day', () => {
  it.each(['and i went yesterday as well', 'oh and did it yesterday too', 'also got one in yesterday'])(
    '"%s" is the same log on that day, not a new habit',
    (reply) => {
      const answer = interpretPendingReply(logRun, reply, context);
      expect(answer.intent).toBe('modify');
      const steps = (answer.action as { actions: { habit_id: string; date: string }[] }).actions;
      expect(steps.map((step) => step.habit_id)).toEqual(['h-run', 'h-run']);
      expect(steps[1]?.date).not.toBe(today);
    },
  );
});

describe('a focus reworded', () => {
  it.each([
    'change the wording to: call the bank',
    'reword it to call the bank',
    'rephrase that to call the bank',
  ])('"%s" sets the new text', modifies(tidyFocus, { type: 'set_focus', focus: 'Call the bank' }));
});

describe('a name with what it replaces', () => {
  it.each([
    'name it Evening walk rather than just walking',
    'call it Evening walk instead of walking',
    'rename it Evening walk, rather than plain walking',
  ])('"%s" drops the closing "rather than"', modifies(walking, { name: 'Evening walk' }));
});

describe('a pause end said with "that day included"', () => {
  it.each([
    'until the 9th of december, that day included',
    'till the 9th, the 9th included',
    'up to the 9th of december inclusive',
  ])(
    '"%s" keeps the day said as the last paused day',
    modifies(pauseStretch, { pause: { end: '2026-12-09' } }),
  );
});
