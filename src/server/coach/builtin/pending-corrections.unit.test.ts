import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { asCorrection, interpretPendingReply } from './interpret-pending-reply';

const context = fixtures.standard;
const stretchToday = { type: 'log_habit', habit_id: 'h-stretch', date: '2026-11-28', value_boolean: true };
const scales = {
  type: 'create_skill_entry',
  skill_id: 'ss-scales',
  parent_skill_id: 's-guitar',
  seconds: 1200,
  date: '2026-11-28',
};
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
