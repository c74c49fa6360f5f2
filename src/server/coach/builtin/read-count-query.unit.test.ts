import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { normalizeMessage } from './normalize-message';
import { readCountQuery } from './read-count-query';
import { proposed } from './test/coach-test-helpers';

const habits = fixtures.standard.habits;
const read = (message: string) => readCountQuery(normalizeMessage(message), habits);

describe('readCountQuery: a habit, a period and a word that counts, in any order, ask for the figure', () => {
  it.each([
    // A qualifier that says the period again is left out.
    ['journal ticks over the last 7 days, nothing older', 'how many journal did i do in the last 7 days?'],
    ['stretch count this week (monday to now)', 'how many stretch did i do this week?'],
    ['meditate total this week, from mon onwards', 'how many meditate did i do this week?'],
    // A day of the month with its weekday in brackets, and "come to" asking what it added up to.
    ['the 25th (wed) - what did my pages come to', 'how many read did i do on the 25th?'],
    // What is still lacking is counted in the habit's unit or in times done.
    ['runs still to do this week to reach my 3', 'how many runs do i still need this week to hit my target?'],
    ['pages left today to hit the 20 page target', 'how many pages do i still need today to hit my target?'],
    // A count on a goal is the goal's progress.
    ['tally of books on the 24 books goal so far', 'how many books have i done on the 24 books goal?'],
    // The unit said once before the counting word, the day it is "for", and a closing "pls" (round 24).
    ['page count for the 25th pls', 'how many read did i do on the 25th?'],
    ['glass count for wed please', 'how many drink water did i do on wednesday?'],
    ['page tally for yesterday thx', 'how many read did i do yesterday?'],
  ])('"%s" asks "%s"', (message, question) => expect(read(message)).toBe(question));

  it.each([
    'floss on thursday, missed the tick',
    'read 20 pages today',
    'this week vs last week, pages read',
    'how many runs did i do this week',
    'log 8 glasses of water today',
    'log 20 pages for tuesday pls',
    'my run counts for the marathon goal',
  ])('"%s" is no such query', (message) => expect(read(message)).toBeNull());

  it.each([
    ['journal ticks over the last 7 days, nothing older', /Journal/],
    ['runs still to do this week to reach my 3', /1 more to go/],
    ['the 26th (thu) - what did my water come to', /9 glasses/],
  ])('"%s" is answered with the figure and no proposal', (message, figure) => {
    const { reply, action } = answerMessage(message, fixtures.standard, false);
    expect(action).toBeNull();
    expect(reply).toMatch(figure);
  });
});

describe('a count asked about this week', () => {
  it('is answered on its own, without the week review and its focus', () => {
    expect(proposed('how often did i run this week')).toBeNull();
  });
});
