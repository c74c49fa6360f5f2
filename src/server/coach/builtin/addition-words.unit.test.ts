import { describe, expect, it } from 'vitest';
import { additionSaid } from './addition-words';
import { converse, log } from './test/coach-test-helpers';

/** "on top of that", "in addition": said of the request just made, they add a second thing to it. */
describe('"on top of that" adds to the request, not to the day', () => {
  it.each([
    ['meditated today', 'on top of that, 5 glasses of water', 'Meditate', 'Drink water', 5],
    ['flossed today', '12 pages of reading on top of this', 'Floss', 'Read', 12],
    ['journaled today', 'plus 15 pages of reading on top of that', 'Journal', 'Read', 15],
  ])('"%s" → "%s"', (first, second, habitA, habitB, amount) => {
    const actions = [log(habitA, '2026-11-28', true), log(habitB, '2026-11-28', amount)];
    expect(converse([first, second], { action: { type: 'batch', args: { actions } } })).toEqual([]);
  });

  it('leaves "on top of" an amount to the words that add to the day', () => {
    expect(additionSaid('3 more on top of the 8')).toBeNull();
  });
});
