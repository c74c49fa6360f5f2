import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

/** Every failure listed in issue 36, as the person saw it. */

const notUnderstood = /I'm not sure what you'd like|I didn't quite catch that/;

function ask(message: string, guest = false) {
  return answerMessage(message, guest ? fixtures.guest : fixtures.active_user, guest);
}

describe('issue 36: questions are answered, never acted on', () => {
  it.each([
    ['how do I build a habit that sticks?', true],
    ['is it better to track habits daily or weekly?', true],
    ['is it better to track habits daily or weekly?', false],
    ['how am I doing this week?', false],
    ['was I better last week or this week?', false],
    ['how long does it take to form a habit?', false],
    ['what does XP do?', false],
    ['how do I pause a habit while I’m on holiday?', false],
    ['any tips for flossing more consistently?', false],
  ])('"%s" (guest: %s) gets an answer and no proposal', (message, guest) => {
    const answer = ask(message, guest);
    expect(answer.action).toBeNull();
    expect(answer.reply).not.toMatch(notUnderstood);
  });

  it('answers thanks in a sentence', () => {
    const answer = ask("thanks, that's helpful!");
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(/welcome/);
  });

  it('still reads an explicit request put as a question', () => {
    expect(ask('can you add a habit to floss?').action).toMatchObject({
      type: 'create_habit',
      name: 'Floss',
    });
  });
});
