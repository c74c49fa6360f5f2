import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

describe('practice reported without its skill', () => {
  it("asks which of the user's skills it was, offering them all", () => {
    const answer = answerMessage('practised today for 25 mins', fixtures.active_user, false);
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(/Which skill was it — \*\*Piano\*\*, \*\*Spanish\*\* or \*\*Guitar\*\*\?/);
  });
});
