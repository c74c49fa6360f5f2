import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

describe('a change said after a question asked while a proposal was pending', () => {
  it.each([
    [
      [
        'pause my run habit until tuesday, twisted ankle',
        'will the pause reset my streak?',
        'ok then make it until friday',
      ],
      { habit_id: 'Run', pause: { end: '2026-12-03' } },
    ],
    [
      ['change my water target to 9', 'what is it now?', 'hmm make it 7 instead'],
      { habit_id: 'Drink water', target: 7 },
    ],
    [
      ['pause stretching till monday', 'do paused days count against me?', 'alright, through thursday then'],
      { habit_id: 'Stretch', pause: { end: '2026-12-03' } },
    ],
  ])('%j', (turns, args) => {
    expect(converse(turns, { action: { type: 'update_habit', args } })).toEqual([]);
  });
});
