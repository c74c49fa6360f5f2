import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldReadNewDay } from './should-read-new-day';

describe('shouldReadNewDay', () => {
  const loadedToday = '2026-11-22';

  it('never asks while the date is the one loaded', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('2026-11-21', '2026-11-22', '2026-11-23')),
        fc.boolean(),
        (askedFor, pageReturned) => {
          expect(shouldReadNewDay({ currentDay: loadedToday, loadedToday, askedFor, pageReturned })).toBe(
            false,
          );
        },
      ),
    );
  });

  it('asks once when the date turns, and not again each minute', () => {
    const check = { currentDay: '2026-11-23', loadedToday, pageReturned: false };
    expect(shouldReadNewDay({ ...check, askedFor: null })).toBe(true);
    expect(shouldReadNewDay({ ...check, askedFor: '2026-11-23' })).toBe(false);
    expect(shouldReadNewDay({ ...check, currentDay: '2026-11-24', askedFor: '2026-11-23' })).toBe(true);
  });

  it('asks whenever the page comes back on another date', () => {
    expect(
      shouldReadNewDay({ currentDay: '2026-11-23', loadedToday, askedFor: '2026-11-23', pageReturned: true }),
    ).toBe(true);
  });
});
