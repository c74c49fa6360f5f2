import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

/**
 * A question said after a lead-in ("quick q", "before that", "first") while a proposal is pending is
 * answered, not read as a change to the proposal (pending-reply.ts), and "quick q" opens a question as
 * "quick question" does (question-shapes.ts).
 */
describe('a question after a lead-in, with a proposal pending', () => {
  it.each([
    ['log 20 pages of reading today', 'quick q does it count if i read on my kindle'],
    ['put 7 glasses on water for today', 'before that what did i log for water on wednesday?'],
    ['start a 30 minute focus session', 'first, how many focus minutes have i done this week'],
  ])('"%s" then "%s" is answered with no action', (request, question) => {
    expect(converse([request, question], { answer: true })).toEqual([]);
  });
});
