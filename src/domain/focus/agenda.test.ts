import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime, labelAgenda, readClockMinutes } from './agenda';

const at = (time: string) => `2026-11-26T${time}:00.000Z`;
const now = Date.parse(at('10:15'));

describe('labelAgenda', () => {
  it('orders the blocks and marks what is over, under way, next and later', () => {
    const items = labelAgenda(
      [
        { id: 'c', title: 'Review', starts_at: at('14:00'), minutes: 30 },
        { id: 'a', title: 'Deep work', starts_at: at('09:00'), minutes: 60 },
        { id: 'b', title: 'Email', starts_at: at('10:00'), minutes: 30 },
        { id: 'd', title: 'Walk', starts_at: at('12:00'), minutes: 45 },
      ],
      now,
    );
    expect(items.map((item) => [item.id, item.status])).toEqual([
      ['a', 'over'],
      ['b', 'now'],
      ['d', 'next'],
      ['c', 'later'],
    ]);
    expect(items[1]?.ends_at).toBe(at('10:30'));
  });

  it('marks at most one block next, the earliest not yet started, and keeps every block', () => {
    const block = fc.record({
      id: fc.uuid(),
      title: fc.string({ minLength: 1, maxLength: 8 }),
      starts_at: fc
        .integer({ min: 0, max: 24 * 60 - 1 })
        .map((minute) => new Date(Date.parse(at('00:00')) + minute * 60_000).toISOString()),
      minutes: fc.integer({ min: 1, max: 480 }),
    });
    fc.assert(
      fc.property(fc.array(block, { maxLength: 12 }), (blocks) => {
        const items = labelAgenda(blocks, now);
        expect(items).toHaveLength(blocks.length);
        const upcoming = items.filter((item) => Date.parse(item.starts_at) > now);
        const next = items.filter((item) => item.status === 'next');
        expect(next.length).toBe(upcoming.length > 0 ? 1 : 0);
        if (next[0])
          expect(Date.parse(next[0].starts_at)).toBe(
            Math.min(...upcoming.map((item) => Date.parse(item.starts_at))),
          );
        for (const item of items.filter((candidate) => candidate.status === 'now')) {
          expect(Date.parse(item.starts_at)).toBeLessThanOrEqual(now);
          expect(Date.parse(item.ends_at)).toBeGreaterThan(now);
        }
      }),
    );
  });
});

describe('clock times', () => {
  it('reads "HH:MM" and refuses anything else', () => {
    expect(readClockMinutes('09:30')).toBe(570);
    expect(readClockMinutes('23:59')).toBe(1439);
    expect(readClockMinutes('24:00')).toBeNull();
    expect(readClockMinutes('9:30')).toBeNull();
  });

  it('formats a block’s start in the user’s time zone', () => {
    expect(formatClockTime(at('09:30'), 'UTC')).toBe('09:30');
    expect(formatClockTime(at('09:30'), 'Europe/Paris')).toBe('10:30');
    expect(formatClockTime(at('09:30'), 'America/New_York')).toBe('04:30');
  });
});
