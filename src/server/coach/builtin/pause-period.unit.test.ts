import { describe, expect, it } from 'vitest';
import { readPausePeriod } from './pause-period';
import { proposed } from './test/coach-test-helpers';

// The request batches' account: today is Thursday 2026-03-12; this week runs Monday 9 to Sunday 15 March.
const pauseOf = (message: string) => (proposed(message) as { pause?: unknown } | null)?.pause;

describe('a pause over a named stretch of the calendar covers it', () => {
  it('a weekend is its Saturday and Sunday', () => {
    expect(pauseOf('pause journal this weekend, visiting family')).toEqual({
      start: '2026-03-14',
      end: '2026-03-15',
    });
    expect(pauseOf('freeze stretch over the weekend')).toEqual({ start: '2026-03-14', end: '2026-03-15' });
    expect(pauseOf('pause read next weekend please')).toEqual({ start: '2026-03-21', end: '2026-03-22' });
  });

  it('a week is Monday to Sunday, or from today for this one', () => {
    expect(pauseOf('pause run next week, on holiday')).toEqual({ start: '2026-03-16', end: '2026-03-22' });
    expect(pauseOf('pause journal this week')).toEqual({ start: '2026-03-12', end: '2026-03-15' });
    expect(pauseOf('freeze meditate for the coming week')).toEqual({
      start: '2026-03-16',
      end: '2026-03-22',
    });
  });

  it('weekdays said as a span fall in the week named', () => {
    expect(pauseOf('travelling next week so pause stretch mon to fri')).toEqual({
      start: '2026-03-16',
      end: '2026-03-20',
    });
    expect(pauseOf('pause run next week tuesday-thursday')).toEqual({
      start: '2026-03-17',
      end: '2026-03-19',
    });
    expect(readPausePeriod('pause it this week mon to wed', '2026-03-12')).toBeNull();
  });

  it('a length or a named day keeps its own reading', () => {
    expect(readPausePeriod('pause journal for a week', '2026-03-12')).toBeNull();
    expect(readPausePeriod('pause stretch through friday next week', '2026-03-12')).toBeNull();
    expect(pauseOf('pause journal until next week')).not.toEqual({ start: '2026-03-16', end: '2026-03-22' });
  });
});
