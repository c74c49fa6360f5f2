import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { standardAccount } from './eval/coach-standard-fixture';
import { readFigureQuery } from './read-figure-query';
import { answer, expectFigure } from './test/coach-test-helpers';

/**
 * A figure asked in a few words, with no question mark, is answered with the figures and never logged
 * (readFigureQuery, answerMessage). The standard account: today Saturday 2026-11-28, weeks from Monday.
 */

describe('figure queries in a few words', () => {
  it.each([
    ['what was my water today', 'how much water today?'],
    ['fridays glasses count', 'how many glasses did i do on friday?'],
    ['countdown to the thesis deadline', 'how many days are left on thesis deadline?'],
    ['days left before the 24 books deadline', 'how many days are left on 24 books deadline?'],
  ])('"%s" asks "%s"', (query, question) => {
    expect(readFigureQuery(query, fixtures.standard.habits)).toBe(question);
  });
});

describe('a figure asked in a few words, the day named by its date or the period said first', () => {
  it.each([
    ['water count on friday the 27th', '7 glasses'],
    ['tuesday the 24th pages', '25 pages'],
    ['pages logged on the 27th?', '30 pages'],
    ['last week (16th-22nd) how many glasses', '15 glasses'],
    ['add up every page since monday for me', '100 pages'],
    ['glasses logged mon thru today?', '46 glasses'],
  ])('"%s" is answered with %s, no proposal', (message, figure) => expectFigure(message, figure));

  it('a day said twice ("on monday the 23rd") is answered once', () => {
    const { reply } = answer('read count on monday the 23rd');
    expect(reply.match(/Monday 23 November/g)).toHaveLength(1);
  });
});

describe('a figure asked in a few words', () => {
  it.each([
    ["add up every page i've read from wednesday onwards", 'how many pages did i do since wednesday?'],
    ['total each glass ive logged from thurs on', 'how many glass did i do since thursday?'],
    ["thursday's page count for my read habit", 'how many read pages did i do on thursday?'],
    ['countdown in days until the marathon goal', 'how many days are left on marathon goal?'],
  ])('"%s" is asked as "%s"', (message, question) => {
    expect(readFigureQuery(message, standardAccount.habits)).toBe(question);
  });

  it('is answered with the figures', () => {
    expectFigure("add up every page i've read from wednesday onwards", '60 pages');
    expectFigure('total each glass ive logged from thurs on', '24 glasses');
    expectFigure("thursday's page count for my read habit", '20 pages');
    expectFigure('countdown in days until the marathon goal', '153 days');
  });
});

describe('a figure asked in a few words, with no question mark, is answered and never logged', () => {
  it.each([
    // A count named after the subject, set off by a dash or a comma.
    ['tuesday reading — page count', '25 pages'],
    ['reading on thurs, number of pages', '20 pages'],
    // The days of a week named in brackets explain the period said first.
    ["previous week's run tally (16th-22nd)", 'done 3 times'],
    // The days something was done in a period, as a noun with a relative clause.
    ['the days this week when i hit 20 pages', '3 days'],
    // What a goal still lacks.
    ['books left to complete the 24 books goal', '5 books to go'],
    // "how many" after a preposition only asks.
    ['ran on how many days last week', 'done 3 times'],
    ['meditation for how many days this week', 'done 5 times'],
    // A total over a period from a weekday to today.
    ['total glasses of water from monday till today', '46 glasses'],
  ])('"%s"', (message, figure) => {
    expectFigure(message, figure);
  });

  // What must not change: a report or a log asked for stays a request.
  it.each([
    ['log 20 pages on tues', 'log_habit'],
    ['log meditation for thurs', 'log_habit'],
    ['mark the 24 books goal as finished', 'update_goal'],
  ])('"%s" stays a request', (message, type) => {
    const { action, reply } = answer(message);
    // A day that holds an amount already is asked about first (add to it, or correct it).
    expect(action?.type ?? reply).toMatch(new RegExp(`${type}|already has`));
  });

  // A unit said after the subject keeps the amount in that unit (no count read from the tail).
  it('"chords this week, in minutes" still gives the minutes', () => {
    expectFigure('chords this week, in minutes', '30 minutes');
  });
});

describe('a figure asked in a few words is answered, never logged', () => {
  it.each([
    // The days a thing was done, counted first, with "my …" and no relative word.
    ['number of days last week my reading hit the target', '4 days'],
    ['days count this week my pages got to 20', '3 of 6 days'],
    // The days one of the user's habits was done in a period, "so far" or not.
    ['meditate days this week so far', 'done 5 times'],
    ['run days last week', 'done 3 times'],
    // The period's best day, said with "top" or "peak".
    ['peak pages on one day this week', '30 pages'],
    ['top page total on a single day this week', '30 pages'],
    // A day and its date set off by a comma, and a plural counted before what was done with it.
    ['pages read on mon, the 23rd', '15 pages'],
    ['water glasses had on tuesday, the 24th', '6 glasses'],
    // The hours a skill started with are its baseline.
    ['initial hours on guitar', '10 hours'],
    ['the starting hours i put on guitar when i added it', '10 hours'],
  ])('"%s"', (message, figure) => {
    expectFigure(message, figure);
  });

  // What must not change: a report stays a report, a word that is no habit asks nothing of the figures.
  it('"log meditation for monday, the 23rd" stays a log', () => {
    expect(answer('log meditation for monday, the 23rd').action?.type).toBe('log_habit');
  });
  it('"rest days this week" names no habit and is not read as one', () => {
    expect(answer('rest days this week').action).toBeNull();
  });
});
