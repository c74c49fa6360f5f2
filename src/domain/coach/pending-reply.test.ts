import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyPendingReply, declinedActionReply, looksLikeNewRequest } from './pending-reply';

describe('declinedActionReply', () => {
  it("is the spec's deny reply word for word, with a straight apostrophe", () => {
    expect(declinedActionReply).toBe("Okay, I won't apply that.");
  });
});

describe('classifyPendingReply', () => {
  it.each([
    'yes',
    'Yes!',
    'confirm',
    'ok',
    'Okay.',
    'sure',
    'do it',
    'Go ahead',
    'create it',
    'add it',
    'yes please',
    'ok, do it',
  ])('"%s" confirms', (message) => expect(classifyPendingReply(message)).toBe('confirm'));

  it('a question that changes the pending action goes to the intent call', () =>
    expect(classifyPendingReply('can i make it 30 instead?')).toBe('ask_intent'));

  it.each(['no', 'No.', 'cancel', 'stop', 'nevermind', 'forget it', "don't", 'don’t', 'no thanks'])(
    '"%s" denies',
    (message) => expect(classifyPendingReply(message)).toBe('deny'),
  );

  // A "don't <do> it" said last refuses whatever came before it (issue 36, development set 7).
  it.each(['hmm i skipped it after all, dont add it', 'on second thought, do not save that'])(
    '"%s" denies',
    (message) => expect(classifyPendingReply(message)).toBe('deny'),
  );

  it.each([
    'also add a goal to run 5k',
    'create a habit to stretch',
    'schedule my afternoon',
    'then a habit for water',
    'what should i do',
    'why',
    // A question while a proposal is pending is answered, not read as a change (issue 36).
    'hold on, what did i read tuesday?',
    'can i pause it if someone calls?',
    // A question typed without an apostrophe, or a few words asked with "?", is answered too.
    'whats the reading target again',
    'hows the streak looking for that one',
    'floss count lately?',
    'reading total this week?',
  ])('"%s" is a new request', (message) => expect(classifyPendingReply(message)).toBe('new_request'));

  it.each([
    'make it 30 pages',
    'yes but call it Reading',
    'no, make it 30',
    'hmm',
    '',
    'how about 30',
    'what if we do tuesday',
    // A correction holding a new request's word ("review") still corrects the pending focus (issue 36).
    'no, make it the budget review',
    'actually change it to plan the trip',
    // A "?" after an amount, a day or an addition still changes the pending action.
    'and monday too?',
    'thirty minutes maybe?',
    'no, the day before?',
  ])('"%s" goes to the intent call', (message) => expect(classifyPendingReply(message)).toBe('ask_intent'));

  it('answers every string without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        expect(['confirm', 'deny', 'new_request', 'ask_intent']).toContain(classifyPendingReply(message));
      }),
    );
  });
});

describe('looksLikeNewRequest', () => {
  it('finds the spec words, plural included, but not inside other words', () => {
    expect(looksLikeNewRequest('two more habits please')).toBe(true);
    expect(looksLikeNewRequest('goalkeeper training')).toBe(false);
  });
});
