import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

// Round 54.
describe('a new habit named like one the user has', () => {
  it('proposes no second habit of the same name', () => {
    const reply = answerMessage('i want to journal more often', fixtures.active_user, false);
    expect(reply.action).toBeNull();
    expect(reply.reply).toMatch(/already track \*\*Journal\*\*/);
  });
});
