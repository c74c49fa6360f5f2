import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';

/** A focus read from words that were a request, then an amount said to it (standard account). */
const context = fixtures.standard;
const focusOf = (focus: string) => ({ type: 'set_focus', focus, date: context.today });

describe('an amount said to a pending focus', () => {
  it.each([
    [
      'Fix my guitar baseline',
      'make it 12 hours',
      { type: 'update_skill_baseline', skill_id: 's-guitar', baseline_hours: 12 },
    ],
    [
      'Sort out my guitar baseline',
      'make that 12 hrs total',
      { type: 'update_skill_baseline', skill_id: 's-guitar', baseline_hours: 12 },
    ],
    ['Update my water target', 'make it 9 glasses', { type: 'update_habit', habit_id: 'h-water', target: 9 }],
  ])(
    '"%s" then "%s" is the request the focus words made, never a focus "12 hours"',
    (focus, reply, expected) => {
      const answer = interpretPendingReply(focusOf(focus), reply, context);
      expect(answer.intent).toBe('modify');
      expect(answer.action).toMatchObject(expected);
    },
  );

  it('a focus that is a task keeps its reworded text', () => {
    const answer = interpretPendingReply(focusOf('Write the report'), 'make it write the intro', context);
    expect(answer.action).toMatchObject({ type: 'set_focus' });
  });
});
