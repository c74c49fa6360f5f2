import { describe, expect, it } from 'vitest';
import { classifyPendingReply } from './pending-reply';

/**
 * With a proposal pending, a question said after a lead-in ("quick q", "before that", "first") is still a
 * question: it goes to the chat and is answered, the proposal is not read as changed by it.
 */
describe('a question after a lead-in, with a proposal pending', () => {
  it.each([
    'quick q does it keep running if i lock my phone',
    'before that how many glasses did i have on thursday?',
    'first, what was my reading total last week',
  ])('"%s" is a question of its own', (reply) => {
    expect(classifyPendingReply(reply)).toBe('new_request');
  });

  it('a change said after the same lead-in is still a change', () => {
    expect(classifyPendingReply('before that, make it 30')).not.toBe('new_request');
  });
});
