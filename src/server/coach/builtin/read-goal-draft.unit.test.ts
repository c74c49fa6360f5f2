import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { readGoalDraft } from './read-goal-draft';
import { proposed } from './test/coach-test-helpers';

const today = '2026-03-12';

describe('a new goal spread over a year, with the kind of thing it becomes said after it', () => {
  // Paraphrases of "800 km of running across 2026 as my new goal".
  it.each([
    ['1000 km cycled over 2027, new goal please', '1000 km cycled', '2027-12-31'],
    ['40 books throughout 2026 as a goal', '40 books', '2026-12-31'],
    ['300 hours of piano during 2027 as my next big goal', '300 hours of piano', '2027-12-31'],
  ])('"%s" is %s by %s', (text, title, endDate) =>
    expect(readGoalDraft(text, text, today)).toMatchObject({
      title: title.replace(/^./, (c) => c.toUpperCase()),
      end_date: endDate,
    }),
  );

  it('a year gone by is no deadline', () => {
    expect(
      readGoalDraft('500 km over 2025 as a goal', '500 km over 2025 as a goal', today)?.end_date ?? null,
    ).toBeNull();
  });

  // Paraphrases of "aiming for 24 books before the year's out": the year running out is its last day.
  it.each([
    ['40 runs by the time the year is over', '2026-12-31'],
    ['read 15 books before the year is out', '2026-12-31'],
    ['save 900 dollars until the year ends', '2026-12-31'],
  ])('"%s" ends on %s', (text, endDate) => expect(readGoalDraft(text, text, today)?.end_date).toBe(endDate));
});

describe('deadlines by a named time of the year', () => {
  it('fall on or after today and within a year', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('summer', 'winter', 'christmas', 'halloween', "new year's eve"),
        (named) => {
          const draft = readGoalDraft(`read 10 books by ${named}`, `read 10 books by ${named}`, '2026-03-12');
          expect(draft?.end_date ?? '').toMatch(/^2026-\d\d-\d\d$/);
          expect((draft?.end_date ?? '') >= '2026-03-12').toBe(true);
        },
      ),
    );
  });
});

// Round 21.
describe('a deadline already gone', () => {
  it('makes no goal with a deadline already gone, and lends no label as a verb', () => {
    expect(proposed('swam 2 km yesterday', fixtures.new_user)?.type).not.toBe('create_goal');
    expect(
      proposed('goal: read 10 books by june, and a habit to read 5 pages a day', fixtures.new_user),
    ).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_goal', end_date: '2026-06-30' },
        { type: 'create_habit', target: 5 },
      ],
    });
  });
});

describe('managing a row said as a wish', () => {
  it('names no new goal', () => {
    expect(readGoalDraft('i want to change a goal', 'i want to change a goal', '2026-03-12')).toBeNull();
    expect(answerMessage('i want to edit my goals', fixtures.new_user, false).action).toBeNull();
  });
});
