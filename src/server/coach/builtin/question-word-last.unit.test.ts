import { describe, it } from 'vitest';
import { expectFigure } from './test/coach-test-helpers';

/** The asking words said last ("… is due when", "… is how long") ask as in the usual order (question-word-last.ts). */
describe('a question with its asking words last', () => {
  it.each([
    ['the spanish goal is due when', '30 June 2027'],
    ['my read streak is how long', '2 days'],
    ['floss streak at the moment is how long', '1 day'],
  ])('"%s" answers %s', (message, figure) => {
    expectFigure(message, figure);
  });
});

/** Round 22: the subject first, then the asking words in the middle or after it, with an afterthought. */
describe('a question with its subject first', () => {
  it.each([
    ['guitar has which subskills now', 'Fingerstyle'],
    ['how many pieces is spanish broken into', '1 subskill'],
    ['journal has been paused since which date, cant remember', 'Wednesday 25 November'],
    ['chords practice last week happened on what day', '**Chords**'],
    ['which month is the learn spanish goal supposed to end', '30 June 2027'],
    ['pages left until i reach the 24 books goal', '5 books to go'],
    ['skills i have going, how many', 'Spanish'],
  ])('"%s" answers %s', (message, figure) => {
    expectFigure(message, figure);
  });
});
