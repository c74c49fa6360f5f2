import { describe, expect, it } from 'vitest';
import { answer } from './test/coach-test-helpers';

/**
 * Round 20 (development sets 17 and 18): how to do something in the app (fix, correct, undo, time, edit,
 * enter) asks how it works, whichever of the user's rows or days it names, so the pages answer it, not the
 * row's figures (asks-about-own-rows.ts). Worded apart from the sets' questions.
 */
describe('how to do something in the app, naming a row or a day', () => {
  it.each([
    'typed 90 glasses of water for monday instead of 9, how do i fix it',
    'logged 50 pages on wednesday but it was 5, how can i correct that',
    'how can i time how long i read for today',
  ])('"%s" is answered from the pages, not with the row\'s figures', (question) => {
    const reply = answer(question);
    expect(reply.action).toBeNull();
    expect(reply.reply).toMatch(/^From \*\*/);
  });
});
