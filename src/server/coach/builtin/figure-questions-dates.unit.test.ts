import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { standardAccount } from './eval/coach-standard-fixture';
import { findDateRange } from './read-date-ranges';
import { answer, expectFigure } from './test/coach-test-helpers';

/**
 * The day or period of a figure question, however it is put: a day of the month, "the week of the 16th", a
 * span of days gone by, the days until a date (findDateRange, answerMessage). The standard account: today
 * Saturday 2026-11-28, weeks from Monday.
 */

describe('a day of the month in a question about figures', () => {
  it('"how many pages did i read on the 27th" answers for Friday 27 November', () => {
    const { reply, action } = answerMessage(
      'how many pages did i read on the 27th',
      fixtures.standard,
      false,
    );
    expect(action).toBeNull();
    expect(reply).toContain('30 pages');
  });
});

describe('"the week of the 16th" is the week that holds that day', () => {
  it('how many days a habit was done that week, not on the day alone', () => {
    const { reply, action } = answer('meditation in the week of the 17th, how many days');
    expect(action).toBeNull();
    expect(reply).toContain('week of Monday 16 November');
    expect(reply).toContain('done 5 times');
  });
});

describe('a span of days gone by, said as people type it', () => {
  it.each([
    ['from the 9th through the 12th', '2026-11-09', '2026-11-12'],
    ['nov 2 - 6', '2026-11-02', '2026-11-06'],
    ['tue thru thu', '2026-11-24', '2026-11-26'],
    ['wednesday until friday', '2026-11-25', '2026-11-27'],
  ])('"%s" is %s to %s', (text, from, to) => {
    expect(findDateRange(text, standardAccount.today)).toMatchObject({ from, to });
  });

  it.each(['read 15-20 pages a day', 'from 5 to 10 minutes', 'month to month'])(
    '"%s" names no span',
    (text) => {
      expect(findDateRange(text, standardAccount.today)).toBeNull();
    },
  );

  it.each([
    // Meditate on the 18th, 19th and 20th; Read met 20 pages on the 16th, 17th and 20th.
    ['how many times did i meditate from the 18th to the 21st', '3 times'],
    ['number of days reading hit 20 pages, 15th-20th?', '3 days'],
    // Stretch on Tuesday 24 and Thursday 26.
    ['stretching tue thru fri?', '2 times'],
    ['glasses of water wed-fri?', '24 glasses'],
  ])('"%s" counts that span: %s', (message, figure) => expectFigure(message, figure));
});

describe('the days from today to a date', () => {
  it.each([
    ['how many days are left until december 25', '27 days'],
    ['how many weeks before the end of the year?', '5 weeks'],
  ])('"%s" → %s', (message, figure) => expectFigure(message, figure));

  it('a goal named is the goal answer: "how many days till the spanish goal is due"', () => {
    expectFigure('how many days till the spanish goal is due', 'Learn Spanish');
  });
});

describe('a period however it is put', () => {
  it.each([
    ['how many glasses of water since the beginning of the week', '46'],
    ['water total for the week so far', '46'],
    ['total pages since the start of the week', '100'],
    ['how often did i meditate over the prior seven days', '6'],
    ['how many days did i meditate in the preceding 7 days', '6'],
  ])('"%s" is answered with %s', (message, figure) => {
    expectFigure(message, figure);
  });
});
