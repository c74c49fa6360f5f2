import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';

/** Round 18's follow-up mechanisms, each on three paraphrases written here (none from an eval set). */
const context = fixtures.standard;
const today = context.today;
const logRun = { type: 'log_habit', habit_id: 'h-run', date: today, value_boolean: true };
const focus = { type: 'set_focus', focus: 'Tidy up the flat', date: today };
const walking = { type: 'create_habit', name: 'Walking', habit_type: 'boolean' };
const pauseStretch = { type: 'update_habit', habit_id: 'h-stretch', pause: { start: today, end: null } };

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
  ])('"%s" sets the new text', (reply) =>
    expect(interpretPendingReply(focus, reply, context)).toMatchObject({
      intent: 'modify',
      action: { type: 'set_focus', focus: 'Call the bank' },
    }),
  );
});

describe('a name with what it replaces', () => {
  it.each([
    'name it Evening walk rather than just walking',
    'call it Evening walk instead of walking',
    'rename it Evening walk, rather than plain walking',
  ])('"%s" drops the closing "rather than"', (reply) =>
    expect(interpretPendingReply(walking, reply, context)).toMatchObject({
      intent: 'modify',
      action: { name: 'Evening walk' },
    }),
  );
});

describe('a pause end said with "that day included"', () => {
  it.each([
    'until the 9th of december, that day included',
    'till the 9th, the 9th included',
    'up to the 9th of december inclusive',
  ])('"%s" keeps the day said as the last paused day', (reply) =>
    expect(interpretPendingReply(pauseStretch, reply, context)).toMatchObject({
      intent: 'modify',
      action: { pause: { end: '2026-12-09' } },
    }),
  );
});
