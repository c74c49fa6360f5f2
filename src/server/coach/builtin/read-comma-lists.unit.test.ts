import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { pairsRows } from './read-comma-lists';

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
