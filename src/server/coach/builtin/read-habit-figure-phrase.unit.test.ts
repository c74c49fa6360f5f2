import { describe, expect, it } from 'vitest';
import { readHabitFigurePhrase } from './read-habit-figure-phrase';
import { expectFigure } from './test/coach-test-helpers';

const habits = [
  { id: 'h-read', name: 'Read', unit: 'pages' },
  { id: 'h-water', name: 'Drink water', unit: 'glasses' },
  { id: 'h-run', name: 'Run', unit: null },
];

/** A habit's figure for a day or a period, typed as a noun phrase: put in the answerers' question form. */
describe('reading a habit figure asked as a noun phrase', () => {
  it.each([
    ['wednesday pages total for read', 'how much read did i do on wednesday?'],
    ['glasses count monday', 'how much drink water did i do on monday?'],
    ['previous week reading tally', 'how much read did i do last week?'],
    ['water glasses tue to thu', 'how much drink water did i do tuesday to thursday?'],
    ['run count for the 2nd to the 8th', 'how much run did i do from the 2nd to the 8th?'],
    ['reading sum since wed till now, i was on fire', 'how much read did i do since wednesday?'],
  ])('reads "%s"', (message, question) => {
    expect(readHabitFigurePhrase(message, habits)).toBe(question);
  });

  it.each([
    'log 12 pages for wednesday',
    'reading on wednesday was great',
    'how many pages did i read on wednesday',
    'wednesday total for the books goal',
  ])('leaves "%s" as it is: a request, a remark, a question already, or no habit', (message) => {
    expect(readHabitFigurePhrase(message, habits)).toBeNull();
  });

  it('answers with the figures the tracker shows', () => {
    expectFigure('pages tally for read on tuesday 24 nov', '25 pages');
    expectFigure('whole of the previous week, water combined', '**Drink water**');
    expectFigure('run total for the 16th to 22nd nov', 'done 3 times');
  });
});
