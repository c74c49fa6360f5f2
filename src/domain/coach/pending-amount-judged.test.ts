import { describe, expect, it } from 'vitest';
import { classifyPendingReply } from './pending-reply';

/** An amount put to a judgement ("is 30 enough") while a proposal is pending is asked about, not set. */
describe('an amount judged while a proposal is pending', () => {
  it.each([
    'are 20 pages too many for a beginner',
    'hmm is 30 minutes really enough',
    'would 3 runs a week be overkill lol',
    'is 10 glasses a healthy amount',
  ])('"%s" is answered as a new message', (reply) => {
    expect(classifyPendingReply(reply)).toBe('new_request');
  });

  it.each(['is 20 ok instead', 'make it 30, is that enough', '30 is enough'])(
    '"%s" still goes to the intent call',
    (reply) => {
      expect(classifyPendingReply(reply)).not.toBe('new_request');
    },
  );
});
