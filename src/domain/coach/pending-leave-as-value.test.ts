import { describe, expect, it } from 'vitest';
import { classifyPendingReply } from './pending-reply';

/** "leave it as monday": leaving a row at the value it already has refuses the pending change. */
describe('leaving a row at its present value refuses the proposal', () => {
  it.each(['meh, leave it at 8', 'no leave the target as 20', 'hmm just leave it as sunday then'])(
    '"%s" refuses',
    (reply) => {
      expect(classifyPendingReply(reply)).toBe('deny');
    },
  );

  it('"leave it as well" is no refusal', () => {
    expect(classifyPendingReply('leave it as well')).not.toBe('deny');
  });
});
