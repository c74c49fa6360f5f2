import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, diffDays, isDateKey } from '../dates/date-key';
import { readDayParam, stepDay, writeDayParam } from './day-navigation';

const anyDateKey = fc
  .date({ min: new Date('1900-01-01Z'), max: new Date('2200-12-31Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('readDayParam', () => {
  it('keeps real date keys and drops anything else', () => {
    expect(readDayParam('2026-11-20')).toBe('2026-11-20');
    for (const param of [null, '', 'today', '2026-02-30', '2026-11-20T10:00:00Z', ' 2026-11-20']) {
      expect(readDayParam(param)).toBeNull();
    }
  });

  it('never throws, and gives a date key or null for any text', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (param) => {
        const day = readDayParam(param);
        expect(day === null || isDateKey(day)).toBe(true);
      }),
    );
  });
});

describe('stepDay', () => {
  it('moves by whole days and stops at today', () => {
    expect(stepDay('2026-03-01', -1, '2026-03-05')).toBe('2026-02-28');
    expect(stepDay('2026-03-04', 1, '2026-03-05')).toBe('2026-03-05');
    expect(stepDay('2026-03-05', 1, '2026-03-05')).toBe('2026-03-05');
  });

  it('never passes today, and moves exactly when it does not reach it', () => {
    fc.assert(
      fc.property(
        anyDateKey,
        fc.integer({ min: -400, max: 400 }),
        fc.nat({ max: 400 }),
        (today, step, back) => {
          const day = addDays(today, -back);
          const next = stepDay(day, step, today);
          expect(next <= today).toBe(true);
          if (step <= back) expect(diffDays(next, day)).toBe(step);
          else expect(next).toBe(today);
        },
      ),
    );
  });
});

describe('writeDayParam', () => {
  it('leaves today out of the address and round-trips earlier days', () => {
    fc.assert(
      fc.property(anyDateKey, fc.integer({ min: -400, max: 400 }), (today, offset) => {
        const day = addDays(today, offset);
        const param = writeDayParam(day, today);
        if (offset >= 0) expect(param).toBeNull();
        else expect(readDayParam(param)).toBe(day);
      }),
    );
  });
});
