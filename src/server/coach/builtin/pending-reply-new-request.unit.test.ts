import { describe, expect, it } from 'vitest';
import { classifyPendingReply } from '../../../domain/coach/pending-reply';
import { asLogCase, converse, log } from './test/coach-test-helpers';

/**
 * A question, or a request about another row, said while a proposal is pending: answered or proposed anew,
 * never read as a refusal or a change (classifyPendingReply, the harness's turns).
 */

describe('a question asked while a proposal is pending is answered, not taken as a no', () => {
  it.each([
    ['pause meditation till friday', 'would skipping the check-ins break my streak'],
    ['put journal on hold until the 10th', 'will pausing it lower my strength'],
  ])('"%s" → "%s": a yes/no question with a gerund subject needs no "?"', (first, second) => {
    expect(classifyPendingReply(second)).toBe('new_request');
    expect(converse([first, second], { answer: true })).toEqual([]);
  });

  it.each([
    ['set my spanish baseline to 8 hours', 'one thing - does a baseline count toward my level?'],
    ['log run today', 'sorry random question, are paused days counted in strength?'],
  ])('"%s" → "%s": a yes/no question after an aside is a question', (first, second) => {
    expect(classifyPendingReply(second)).toBe('new_request');
    expect(converse([first, second], { answer: true })).toEqual([]);
  });

  it.each(['30 mins, is that ok?', 'yesterday, would that work?'])(
    '"%s": a change asked about still goes to the intent call',
    (reply) => {
      expect(classifyPendingReply(reply)).toBe('ask_intent');
    },
  );
});

describe('a question asked while a proposal is pending is answered, not read as a change', () => {
  it.each([
    'hold on, was i even hitting 20 most days? how often',
    'hmm, had i got past 15 on any day this week? which',
    'were there days last week i skipped it? curious',
  ])('"%s" is a new message, not a figure for the proposal', (message) => {
    expect(classifyPendingReply(message)).toBe('new_request');
  });

  it('the question answers with the figures and leaves nothing proposed', () => {
    const turns = ['bump my reading target to 35', 'hang on, were there many days i got to 25? how many'];
    expect(converse(turns, { answer: true })).toEqual([]);
  });

  it.each(['is 35 too much? make it 25', 'make it 25?'])('"%s" still changes the proposal', (message) => {
    expect(classifyPendingReply(message)).toBe('ask_intent');
  });
});

describe('a question opened with "btw" or "quick question" is a question', () => {
  it.each([
    'by the way, what was my best streak?',
    'quick question - how many pages did i read on monday?',
    'erm what did i read last week',
  ])('"%s" while a log is pending', (second) => {
    expect(classifyPendingReply(second)).toBe('new_request');
    expect(converse(['read 20 pages today', second], { answer: true })).toEqual([]);
  });

  it('"btw make it 25" is still a change', () => {
    expect(classifyPendingReply('btw make it 25')).toBe('ask_intent');
  });
});

describe('a report on an own row while an unrelated new habit is pending is the request meant', () => {
  it.each([
    [
      'hey coach, busy day at work done',
      'drank 9 glasses of water today, log that',
      log('Drink water', '2026-11-28', 9),
    ],
    ['could you put in a session for me', 'flossed yesterday', log('Floss', '2026-11-27', true)],
  ])('"%s" → "%s" proposes the report', (first, second, expected) => {
    expect(converse([first, second], asLogCase(expected))).toEqual([]);
  });

  it('practice on a named part replaces the new habit', () => {
    const turns = ['could you put in a session for me', 'spanish vocab, 20 min'];
    const expected = {
      action: {
        type: 'create_skill_entry',
        args: { skill_id: 'Vocabulary', parent_skill_id: 'Spanish', seconds: 1200 },
      },
    };
    expect(converse(turns, expected)).toEqual([]);
  });

  it.each([
    ['add a habit: drink more water', '12 glasses of water a day', { target: 12, unit: 'glasses' }],
    ['add a habit to read before bed', '15 pages a day', { target: 15, unit: 'pages' }],
    ['add a habit for evening walks', 'make it 20 minutes', { target: 20, unit: 'minutes' }],
  ])('"%s" → "%s" still sets the new habit\'s target', (first, second, args) => {
    expect(converse([first, second], { action: { type: 'create_habit', args } })).toEqual([]);
  });
});
