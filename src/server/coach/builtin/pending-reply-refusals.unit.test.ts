import { describe, expect, it } from 'vitest';
import { classifyPendingReply } from '../../../domain/coach/pending-reply';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';
import { converse, habitId } from './test/coach-test-helpers';

/**
 * A reply that refuses a pending proposal, however it is said (a closing "pls", "leave it", asking that
 * nothing change), and the replies near one that are no refusal (classifyPendingReply,
 * interpretPendingReply, the harness's turns).
 */

const context = fixtures.standard;

describe('a refusal is taken as one, however it is said', () => {
  it.each([
    ['new habit: pilates', 'hmm nope, not today'],
    ['log run today', 'ugh no, not today'],
  ])('"%s" → "%s": a reply that opens with a no never accepts by restating', (first, second) => {
    expect(converse([first, second], { cancelled: true })).toEqual([]);
  });

  it.each([
    ['read 20 pages', 'wait i was wrong, do not record'],
    ['meditated today', 'hmm i actually didnt, dont add'],
  ])('"%s" → "%s": a closing "don\'t save" needs no object', (first, second) => {
    expect(converse([first, second], { cancelled: true })).toEqual([]);
  });

  it.each([
    ['set my guitar baseline to 40 hours', 'nah scrap the baseline update'],
    ['new habit: pottery', 'actually, ditch this new habit'],
    ['log run today', 'drop that log'],
  ])('"%s" → "%s": a refusal names what it refuses by the kind of proposal', (first, second) => {
    expect(classifyPendingReply(second)).toBe('deny');
    expect(converse([first, second], { cancelled: true })).toEqual([]);
  });

  it('a correction that names the old value is no refusal', () => {
    expect(classifyPendingReply('forget the 20, make it 30')).not.toBe('deny');
  });
});

describe('a refusal followed by a "pls" or "thanks" is still a refusal', () => {
  it.each([
    ['new habit: pottery', 'no, scrap the habit please'],
    ['set my focus to taxes', 'drop that focus, thanks!'],
    ['log run today', 'nah cancel that log thx'],
  ])('"%s" → "%s"', (first, second) => {
    expect(classifyPendingReply(second)).toBe('deny');
    expect(converse([first, second], { cancelled: true })).toEqual([]);
  });
});

describe('"leave it" closing a reply to a pending change refuses it', () => {
  it.each([
    ['set the spanish baseline to 12 hours', 'nah, 0 is fine, leave it'],
    ['change the read target to 30 pages', 'hmm no keep it as it is'],
    ['raise my water target to 12', 'on second thought leave it alone'],
  ])('"%s" → "%s" is cancelled', (first, second) => {
    expect(converse([first, second], { cancelled: true })).toEqual([]);
  });

  it('"leave it at 25" still says the figure meant, not a refusal of the change it names', () => {
    const turns = ['change the read target to 30 pages', 'actually make it 25'];
    const expected = { action: { type: 'update_habit', args: { habit_id: 'Read', target: 25 } } };
    expect(converse(turns, expected)).toEqual([]);
  });
});

describe('replies to a pending proposal', () => {
  it.each([
    ['hmm actually no. cancel', 'deny'],
    ['why did i even say that, never mind', 'deny'],
    ['is that a lot of pages for one day', 'new_request'],
    ['if the power goes out will the session be lost', 'new_request'],
  ])('"%s" is %s', (message, kind) => {
    expect(classifyPendingReply(message)).toBe(kind);
  });

  it('refuses with "cancel" said last after a correction-like opening', () => {
    const pending = {
      type: 'log_habit',
      habit_id: habitId('Meditate'),
      date: '2026-11-28',
      value_boolean: true,
    };
    expect(interpretPendingReply(pending, 'oh wait i didnt, cancel', context).intent).toBe('deny');
  });
});

describe('with a proposal pending: asking that nothing change refuses it; a question after a set-up clause is answered', () => {
  it.each([
    ['link stretch to the marathon goal', 'nah, keep my goals the way they are'],
    ['change the water target to 10', 'on second thought leave it alone'],
  ])('"%s" → "%s" cancels', (first, second) => {
    expect(converse([first, second], { cancelled: true })).toEqual([]);
  });

  it.each([
    ['log 30 pages for today', 'one sec - how many pages did i read yesterday'],
    ['flossed today', 'quick thing first, which habit is my strongest'],
  ])('"%s" → "%s" is answered, not refused', (first, second) => {
    expect(converse([first, second], { answer: true })).toEqual([]);
  });

  it('an amount after a clause is still a correction: "make it 25, why not"', () => {
    expect(
      converse(['log 30 pages for today', 'make it 25, why not'], {
        action: { type: 'log_habit', args: { habit_id: 'Read', value_number: 25 } },
      }),
    ).toEqual([]);
  });
});
