import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { withoutChatter } from './drop-chatter';
import { fixtures } from './eval/coach-fixtures';
import { foldSameDayReports } from './fold-same-day-reports';
import { pairsRows } from './read-comma-lists';
import { readGoalDraft } from './read-goal-draft';
import { findQuantity, findStatedTotal, withoutSetAside } from './read-quantities';

/**
 * Issue 25, round 8: properties of the readers the round added. What each mechanism reads in a message is
 * a row of coach-round-cases.json (round "8").
 */

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

describe('foldSameDayReports', () => {
  const context = fixtures.active_user;
  const log = (value: number, date = '2026-03-12') => ({
    type: 'log_habit',
    habit_id: 'h-water',
    date,
    value_number: value,
  });

  it('sums sittings on a day with nothing logged, and keeps other days apart', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 4 }), (amounts) => {
        const folded = foldSameDayReports(
          [...amounts.map((amount) => log(amount)), log(7, '2026-03-11')],
          context,
        );
        expect(folded).toHaveLength(2);
        expect(folded[0]?.value_number).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
        expect(folded[1]?.value_number).toBe(7);
      }),
    );
  });

  it('never lowers the day below what any one clause proposed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 40 }), fc.integer({ min: 8, max: 40 }), (first, second) => {
        // Yesterday already holds 8 glasses; each clause was read against it.
        const [folded] = foldSameDayReports([log(first, '2026-03-11'), log(second, '2026-03-11')], context);
        expect(folded?.value_number).toBeGreaterThanOrEqual(Math.max(first, second));
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

describe('withoutChatter', () => {
  it('never leaves nothing, and never drops a sentence with an amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 30 }), { minLength: 1, maxLength: 4 }),
        fc.nat(99),
        (sentences, n) => {
          const text = [...sentences, `ran ${n} km`].join('. ');
          const kept = withoutChatter(text, fixtures.active_user);
          expect(kept.trim()).not.toBe('');
          expect(kept).toContain(`ran ${n} km`);
        },
      ),
    );
  });
});

describe('pairsRows', () => {
  it('never pairs rows in a piece that names no habit of the user', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('the marathon', 'the book goal', 'piano', 'spanish'),
        fc.string({ maxLength: 20 }),
        (row, noise) => {
          const piece = `${noise.replace(/[a-z]/gi, ' ')} for ${row}`;
          expect(pairsRows(piece, fixtures.active_user)).toBe(false);
        },
      ),
    );
  });
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

describe('practice reported without its skill', () => {
  it("asks which of the user's skills it was, offering them all", () => {
    const answer = answerMessage('practised today for 25 mins', fixtures.active_user, false);
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(/Which skill was it — \*\*Piano\*\*, \*\*Spanish\*\* or \*\*Guitar\*\*\?/);
  });
});
