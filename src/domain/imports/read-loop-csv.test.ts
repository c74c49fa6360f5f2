import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/date-key';
import { isPausedOn } from '../habits/pause-ranges';
import { toPauses } from './read-loop-csv';

const skip = 3;

describe('toPauses', () => {
  it('joins consecutive skipped days of a yes/no habit into one pause, and ignores numeric habits', () => {
    const entries = [
      { date: '2026-11-20', value: skip },
      { date: '2026-11-22', value: skip },
      { date: '2026-11-21', value: skip },
      { date: '2026-11-23', value: 2 },
      { date: '2026-11-25', value: skip },
    ];
    expect(toPauses('boolean', entries)).toEqual([
      { start: '2026-11-20', end: '2026-11-22' },
      { start: '2026-11-25', end: '2026-11-25' },
    ]);
    expect(toPauses('number', entries)).toEqual([]);
  });

  it('pauses exactly the skipped days, whatever their order', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2026-10-01', offset));
    fc.assert(
      fc.property(fc.array(fc.record({ date: day, value: fc.constantFrom(0, 2, skip) })), (entries) => {
        const pauses = toPauses('boolean', entries);
        const skipped = new Set(entries.filter((entry) => entry.value === skip).map((entry) => entry.date));
        for (let offset = 0; offset <= 60; offset += 1) {
          const date = addDays('2026-10-01', offset);
          expect(isPausedOn(pauses, date)).toBe(skipped.has(date));
        }
      }),
    );
  });
});
