import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(formatCount(1, 'day')).toBe('1 day');
    expect(formatCount(0, 'day')).toBe('0 days');
    expect(formatCount(12, 'day')).toBe('12 days');
    expect(formatCount(2, 'entry', 'entries')).toBe('2 entries');
    expect(formatCount(1, 'entry', 'entries')).toBe('1 entry');
  });

  it('always starts with the count itself', () => {
    fc.assert(
      fc.property(fc.integer(), (count) => {
        expect(formatCount(count, 'habit').startsWith(`${count} habit`)).toBe(true);
      }),
    );
  });
});
