import { describe, expect, it } from 'vitest';
import { classifyPendingReply } from './pending-reply';

/** A yes/no question about a thing named ("will a pause …"), typed without "?", is asked, not a change. */
describe('a question of a thing named while a proposal is pending', () => {
  it.each([
    'will a pause hurt my strength score much',
    'does the streak carry on while paused',
    'would a lower target be smarter tbh',
  ])('"%s" is answered as a new message', (reply) => {
    expect(classifyPendingReply(reply)).toBe('new_request');
  });

  it.each(['do the same for stretch', 'is the target ok at 20'])(
    '"%s" still goes to the intent call',
    (reply) => {
      expect(classifyPendingReply(reply)).toBe('ask_intent');
    },
  );
});
