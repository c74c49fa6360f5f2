import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { normalizeMessage } from './normalize-message';
import { readFigureQuery } from './read-figure-query';

const read = (message: string) => readFigureQuery(normalizeMessage(message));

describe('readFigureQuery: a query in a few words, asked as the data answerers read it (issue 36)', () => {
  it.each([
    ['meditation count for the last seven days', 'how many meditations did i do in the last 7 days?'],
    ['any stretching logged on friday', 'did i do any stretching on friday?'],
    ['page count for last week (mon to sun)?', 'how many pages did i do last week?'],
    ['runs the week before this one?', 'how many runs did i do last week?'],
    ['my most recent run was on what date', 'when did i last run?'],
    ['compare my last 2 weeks for me', 'compare this week with last week'],
    ['remind me what goals ive set up', 'what goals do i have?'],
    ['read today?', 'did i read today?'],
    // The day said first, the noun asked for said first, a please at the end (development set 5).
    ['tues reading amount', 'how many readings did i do on tuesday?'],
    ['count of runs since monday', 'how many runs did i do since monday?'],
    ['date of my most recent run pls', 'when did i last run?'],
    ['skills list pls', 'what skills do i have?'],
  ])('"%s" asks "%s"', (message, question) => expect(read(message)).toBe(question));

  it.each([
    'read 20 pages today',
    'ran yesterday',
    'journal counts for spanish skill',
    'are streaks good or bad for motivation?',
    'stop tracking stretch for a while',
    'sunday is when my week begins',
    "today i'll mostly be on the thesis revisions",
    // Without "?", a bare noun and a period ask only when the noun is a habit or its unit.
    'focus on the thesis today',
    'my week starts on sunday',
  ])('"%s" is no query', (message) => expect(read(message)).toBeNull());

  it('a message with a word of a request is never rewritten', () => {
    const verbs = ['log', 'add', 'track', 'set', 'pause', 'mark', 'create', 'schedule'];
    const tails = ['count for the last 7 days', 'today?', 'last week?', 'logged on friday'];
    fc.assert(
      fc.property(
        fc.constantFrom(...verbs),
        fc.constantFrom('pages', 'runs', 'water'),
        fc.constantFrom(...tails),
        (verb, what, tail) => readFigureQuery(`${verb} ${what} ${tail}`) === null,
      ),
    );
  });

  it.each([
    ['meditation count for the last seven days', /Meditate.*6 times/],
    ['any stretching logged on friday', /Stretch/],
    ['page count for last week (mon to sun)?', /105 pages/],
    ['days remaining on the 24 books goal', /33 days/],
    // A habit's unit or name and a period, no amount and no "?": a query, not a log (development set 5).
    ['glasses on tuesday', /6 glasses/],
    ['water so far today', /8 glasses/],
    ["friday's water count", /7 glasses/],
    ['meditation days in the past 7', /6 times/],
  ])('"%s" is answered with the figures and no action', (message, figures) => {
    const answer = answerMessage(message, fixtures.standard, false);
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(figures);
  });
});
