import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { findDuration, findQuantity, findStatedTotal, withoutSetAside } from './read-quantities';
import { proposed } from './test/coach-test-helpers';

describe('findDuration', () => {
  it.each([
    ['30 minutes of guitar', 1800],
    ['a 25-minute session', 1500],
    ['for 1.5 hours', 5400],
    ['1 hour 30 minutes', 5400],
    ['1h30', 5400],
    ['45 minutes', 2700],
    // Roughly that long, and the length said again (development set 5).
    ['30ish minutes', 1800],
    ['an hour and a bit, say 70 minutes', 4200],
    ['45 minutes, i mean 50 minutes', 3000],
  ])('"%s" is %i seconds', (text, seconds) => expect(findDuration(text)?.seconds).toBe(seconds));

  it('finds none without a time unit', () => expect(findDuration('20 pages')).toBeNull());
});

describe('findQuantity', () => {
  it.each([
    ['read 20 pages every day', 20, 'pages'],
    ['8 glasses a day', 8, 'glasses'],
    ['run 100 km', 100, 'km'],
    ['save $1000', 1000, 'dollars'],
    ['learn 500 spanish words', 500, 'words'],
    ['meditate 10 mins', 10, 'mins'],
    ['1 glass', 1, 'glasses'],
    ['30 days in a row', 30, 'days'],
  ])('"%s" is %d %s', (text, value, unit) => expect(findQuantity(text)).toMatchObject({ value, unit }));

  it('skips times, dates and ratings', () => {
    expect(findQuantity('gym at 7 then read 10 pages')).toMatchObject({ value: 10, unit: 'pages' });
    expect(findQuantity('on march 3 i read 40 pages')).toMatchObject({ value: 40, unit: 'pages' });
    expect(findQuantity('quality 4')).toBeNull();
    expect(findQuantity('9:30 meeting')).toBeNull();
  });

  it('gives a bare number without a unit', () =>
    expect(findQuantity('make it 30')).toMatchObject({ value: 30, unit: null }));
});

describe('withoutSetAside', () => {
  it('leaves the amount wanted as the first one found, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom('not', 'rather than', 'instead of'),
        (wanted, setAside, word) => {
          const found = findQuantity(withoutSetAside(`make it ${wanted} books ${word} ${setAside} books`));
          expect(found?.value).toBe(wanted);
        },
      ),
    );
  });

  it('never throws and never adds an amount', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const before = (text.match(/\d+/g) ?? []).length;
        expect((withoutSetAside(text).match(/\d+/g) ?? []).length).toBeLessThanOrEqual(before);
      }),
    );
  });
});

describe('findStatedTotal', () => {
  it('finds the total however the amount added before it is said', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom("it's", 'making it', 'for a total of'),
        (added, total, lead) => {
          const text = `add ${added} more hours to piano, ${lead} ${total} hours`;
          expect(findStatedTotal(text)?.value).toBe(total);
        },
      ),
    );
  });

  it('finds none in a plain amount', () => {
    expect(findStatedTotal('i have 60 hrs of spanish so far')).toBeNull();
  });
});

describe('slots read from more wording', () => {
  it('finds the goal by its measure and reads an amount after "at" that cannot be an hour', () => {
    expect(findQuantity('weighed in at 92.4')).toMatchObject({ value: 92.4 });
    expect(findQuantity('meet at 9')).toBeNull();
    expect(proposed('the scale says 83.9 today')).toMatchObject({
      type: 'create_goal_baseline',
      goal_id: 'g-weight',
      value: 83.9,
    });
  });
});

describe('where the user stands', () => {
  it('reads "I was at 3" as an amount, with no joining word taken for its unit', () => {
    expect(findQuantity('i was at 3 when i began')).toEqual({ value: 3, unit: null, phrase: '3' });
  });

  it('never names a habit with words that say nothing of an activity', () => {
    const action = proposed('this morning i was 90.1 kilos');
    expect(action?.type).not.toBe('create_habit');
  });
});

// Round 20.
describe('a unit past the words describing it', () => {
  it('keeps "X and Y" after "of" as one thing, and reads the unit past the words describing it', () => {
    expect(proposed('i want to drink 2 cups of milk and honey a day', fixtures.new_user)).toMatchObject({
      type: 'create_habit',
      target: 2,
      unit: 'cups',
    });
    expect(findQuantity('learn 10 new german words')).toMatchObject({ value: 10, unit: 'words' });
  });
});

describe('an amount said as added ("3 more pages", "15 more minutes")', () => {
  it('keeps what is counted after the word that says it is added', () => {
    expect(findQuantity('3 more pages of my book')).toMatchObject({ value: 3, unit: 'pages' });
    expect(findQuantity('2 extra glasses')).toMatchObject({ value: 2, unit: 'glasses' });
    expect(findDuration('15 more minutes')).toMatchObject({ seconds: 900 });
    expect(findQuantity('3 more')).toMatchObject({ value: 3, unit: null });
  });
});
