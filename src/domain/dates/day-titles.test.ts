import { describe, expect, it } from 'vitest';
import { readDayTitle } from './day-titles';

describe('readDayTitle', () => {
  it('names today, yesterday and the days of the past week, and dates anything older', () => {
    expect(readDayTitle(null, '2026-11-25')).toBe('Today');
    expect(readDayTitle('2026-11-25', '2026-11-25')).toBe('Today');
    expect(readDayTitle('2026-11-24', '2026-11-25')).toBe('Yesterday');
    expect(readDayTitle('2026-11-20', '2026-11-25')).toMatch(/Friday/);
    expect(readDayTitle('2026-11-01', '2026-11-25')).toMatch(/1/);
    expect(readDayTitle('2026-11-01', '2026-11-25')).not.toMatch(/day$/);
  });
});
