import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDateTime } from './parse-iso-date-time';

describe('parseIsoDateTime', () => {
  it('reads ISO date-times with Z, an offset or none (read as UTC)', () => {
    const read = (text: string) => parseIsoDateTime(text)?.toISOString();
    expect(read('2026-03-10T09:30:00Z')).toBe('2026-03-10T09:30:00.000Z');
    expect(read('2026-03-10T09:30:00.250z')).toBe('2026-03-10T09:30:00.250Z');
    expect(read('2026-03-10T09:30+01:00')).toBe('2026-03-10T08:30:00.000Z');
    expect(read('2026-03-10 09:30:00-0530')).toBe('2026-03-10T15:00:00.000Z');
    expect(read('2026-03-10T23:30:00-02')).toBe('2026-03-11T01:30:00.000Z');
    expect(read(' 2026-03-10T09:30 ')).toBe('2026-03-10T09:30:00.000Z');
    expect(read('0050-01-01T00:00:00Z')).toBe('0050-01-01T00:00:00.000Z');
  });

  it('accepts a valid Date as it is', () => {
    const date = new Date('2026-03-10T09:30:00Z');
    expect(parseIsoDateTime(date)?.getTime()).toBe(date.getTime());
    expect(parseIsoDateTime(new Date(Number.NaN))).toBeNull();
  });

  it('refuses dates without a time, impossible dates and other text', () => {
    for (const input of [
      '2026-03-10',
      '2026-02-30T10:00:00Z',
      '2026-03-10T24:00:00Z',
      '2026-03-10T10:60:00Z',
      '2026-03-10T10:00:00+25:00',
      'tomorrow at 9',
      '1741600000000',
      1_741_600_000_000,
      null,
    ]) {
      expect([input, parseIsoDateTime(input)]).toEqual([input, null]);
    }
  });

  it('reads back what toISOString writes', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(parseIsoDateTime(date.toISOString())?.getTime()).toBe(date.getTime());
        },
      ),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string()), (input) => {
        const date = parseIsoDateTime(input);
        if (date !== null) expect(Number.isNaN(date.getTime())).toBe(false);
      }),
    );
  });
});
