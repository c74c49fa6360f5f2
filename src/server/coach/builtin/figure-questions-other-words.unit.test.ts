import { describe, expect, it } from 'vitest';
import { answer, expectFigure } from './test/coach-test-helpers';

/**
 * Figure questions in other words: a habit's own figures, a goal's standing and distance, streaks, days
 * under or at a target, several rows named (answerMessage). The standard account: today Saturday 2026-11-28,
 * weeks from Monday.
 */

describe('data questions in other words: where am i, the last day, on pause, hooked up, days until, subskills counted', () => {
  it.each([
    ['where am i at with water today', '8 glasses'],
    ['flossing, what was the last day i did it', 'Floss'],
    ['what date did i practise scales', 'Wednesday 25 November'],
    ['is any of my habits on hold right now', 'Journal'],
    ['which goal is run hooked up to', 'Run a marathon'],
    ['days until the marathon goal ends', '153 days'],
    ['how many subskills is guitar split into', '3 subskills'],
  ])('"%s" is answered with %s, no proposal', (message, figure) => expectFigure(message, figure));
});

describe('days under or at a habit target are counted, not the target repeated', () => {
  it.each([
    ['how many days this week did i fall short of my reading target', '3 days under'],
    ['on how many days did i hit 8 glasses this week', '4 days at or over'],
  ])('"%s" says %s', (message, figure) => expectFigure(message, figure));
});

describe("a named habit's own figures", () => {
  it.each([
    ['biggest water day this week?', '9 glasses'],
    ['which was my top page day last week', '25 pages'],
  ])('the best day with the habit between: "%s" → %s', (message, figure) => expectFigure(message, figure));

  it.each([
    ['when was my most recent floss', '27 Nov'],
    ['latest stretch session date?', '26 November'],
  ])('the last day done: "%s" → %s', (message, figure) => expectFigure(message, figure));

  it.each([
    ['my flossing streak at the moment?', '1 day'],
    ['how long is the meditate streak now', '6 days'],
  ])('a streak with the habit named inside it: "%s" → %s', (message, figure) =>
    expectFigure(message, figure),
  );

  it.each([
    ['did i hit my meditation goal on tuesday', 'done'],
    ['was the water goal met yesterday?', '7 glasses'],
  ])('"<habit> goal" is its daily target when no goal has that name: "%s"', (message, figure) =>
    expectFigure(message, figure),
  );

  it.each(['runs i still have to do this week to reach 3?', 'how many runs are still needed this week'])(
    'what the schedule still asks of the week: "%s"',
    (message) => expectFigure(message, '1 more'),
  );

  it('a running total is a total so far, not the habit Run', () => {
    expectFigure('running tally of pages since monday?', '100 pages');
    expectFigure("what's my running sum of glasses this week", '46 glasses');
  });

  it('"make running count toward the marathon" is still Run counting toward it', () => {
    expect(answer('make running count toward the marathon').action).toMatchObject({
      type: 'link_habit_to_goal',
      habit_id: 'h-run',
    });
  });

  it('a schedule said in words has its figures too', () => {
    expectFigure('what schedule is stretching on', 'every other day', '1 in 2 days');
  });
});

describe("a goal's distance and a practice day", () => {
  it.each(['how close am i to the book goal', 'books away from my 24 book target?'])(
    '"%s" says what is left',
    (message) => expectFigure(message, '5 books to go'),
  );

  it.each(['guitar scales, practised on what day?', 'the chords practice was on which day'])(
    '"%s" gives the practice day',
    (message) => {
      const { reply, action } = answer(message);
      expect(action).toBeNull();
      expect(reply).toMatch(/(?:25|23) November/);
    },
  );
});

describe('figure questions put in other shapes', () => {
  it.each([
    // Read: 100 pages this week, 105 last week.
    ['did i read more than last week or less', '100 pages', '105 pages'],
    ['pages this week vs last week?', '100 pages', '105 pages'],
  ])('a comparison with one period named sets this week beside it: "%s"', (message, ...figures) =>
    expectFigure(message, ...figures),
  );

  it.each([
    ['count up the days since monday i hit 20 pages', '3 days'],
    ['tally how many times i meditated since tuesday', '4 times'],
    ['where is my page count at today', '10 pages'],
    ['how far have i got with water today', '8 glasses'],
    ['how many stretches do i still owe', 'every other day'],
    ['what was tuesdays glasses count', '6 glasses'],
    ['water target for the day, remind me', '8 glasses'],
    ['how much did i drink yesterday for the water goal, in glasses', '7 glasses'],
  ])('"%s" → %s', (message, figure) => expectFigure(message, figure));

  it('a goal said outright is the goal though a habit has its word: "how is the reading goal coming along"', () => {
    expectFigure('how is my books goal going', '19 of 24 books');
  });

  it('"does a partial day count for anything" still asks how the app works', () => {
    expect(answer('does reading only 10 pages count for anything').reply).toMatch(
      /\/docs\/|\/in\/education\//,
    );
  });
});

describe('figures asked in other words', () => {
  it('a goal: where it stands, whether it will be hit, the date it is due', () => {
    expectFigure('wheres the book goal at', '19 of 24');
    expectFigure('am i gonna make it to 24 books, where do i stand', '19 of 24');
    expectFigure('whats the date i set for finishing the marathon', '30 April 2027');
  });

  it('days in a row are a streak', () => {
    expectFigure('consecutive days of flossing so far?', 'streak of 1 day');
    expectFigure('how many days straight have i meditated', 'streak of 6 days');
  });

  it('what a weekly schedule still owes', () => {
    expectFigure('runs still due before the week is out?', '1 more to go');
  });

  it('several skills or parts named: each one', () => {
    expectFigure('guitar or spanish, which got more minutes this week?', '75 minutes', '20 minutes');
    expectFigure('how many minutes on chords and scales this week', '30 minutes', '45 minutes');
    // A sum asked for stays one.
    expectFigure('total practice minutes across guitar and spanish', '95 minutes');
  });

  it.each([
    ['reading on the 24th: pages?', '25 pages'],
    ['stretches during the week from the 16th till the 22nd?', '2 times'],
    ['max glasses i had on a single day this week?', '9 glasses'],
  ])('"%s" mentions %s', (message, figure) => {
    expectFigure(message, figure);
  });
});

describe('an imperative for a figure, about what was named before', () => {
  it('adds up what the first clause named', () => {
    expectFigure('glasses of water since monday - add them up for me', '46');
  });
});

describe('what lacks to a goal, said with the number to reach last', () => {
  it.each([
    ['outstanding books till i reach 24', '5 books to go'],
    ['books to go before i get to 24', '5 books to go'],
  ])('"%s"', (message, figure) => {
    expectFigure(message, figure);
  });
});
