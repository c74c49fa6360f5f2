import { describe, expect, it } from 'vitest';
import { correctionAfterRemark } from './correction-after-remark';
import { converse } from './test/coach-test-helpers';

/** A correction said after a remark on the pending proposal (standard account, today Saturday 2026-11-28). */
describe('a correction after a remark', () => {
  it.each([
    'woah 12 is loads - let us say 10',
    '12 glasses is a lot, settle on 10',
    'eh that feels high; make it 10',
  ])('"%s" on a pending water target of 12 sets 10', (reply) => {
    const expected = { type: 'update_habit', args: { habit_id: 'Drink water', target: 10 } };
    expect(converse(['set my water target to 12 glasses', reply], { action: expected })).toEqual([]);
  });

  it.each([
    ['ok rename it, lunch walk sounds nicer', 'lunch walk'],
    ['hmm change the name - midday walk is better', 'midday walk'],
    ['can we rename it; stroll works better', 'stroll'],
  ])('"%s" names the new habit %s', (reply, name) => {
    expect(correctionAfterRemark(reply)).toBe(`call it ${name}`);
  });

  it.each(['make it 30, and tomorrow', 'no, make it 20', '30 mins, on friday'])(
    '"%s" is no remark before a correction',
    (reply) => {
      expect(correctionAfterRemark(reply) ?? '').not.toMatch(/^call it/);
    },
  );
});
