import { describe, expect, it } from 'vitest';
import { describeLogDay } from './describe-log-day';

describe('describeLogDay', () => {
  it('says done or not done for a yes/no habit', () => {
    const habit = { type: 'boolean' as const };
    expect(describeLogDay(habit, { value_boolean: true })).toBe('done');
    expect(describeLogDay(habit, { value_boolean: false })).toBe('not done');
    expect(describeLogDay(habit, null)).toBe('not done');
  });

  it('says how much for a counted habit, with its target and unit when it has them', () => {
    expect(describeLogDay({ type: 'number', target: 5, unit: 'pages' }, { value_number: 7 })).toBe(
      'done (7 of 5 pages)',
    );
    expect(describeLogDay({ type: 'number', target: null, unit: 'km' }, { value_number: 2.5 })).toBe(
      'done (2.5 km)',
    );
    expect(describeLogDay({ type: 'number' }, { value_number: 1 })).toBe('done (1)');
  });

  // Issue 35: a square said "done (3 of 5 pages)" where the tracker counts the day as not done.
  it('says partly done below the target, as the tracker counts it', () => {
    expect(describeLogDay({ type: 'number', target: 5, unit: 'pages' }, { value_number: 3 })).toBe(
      'partly done (3 of 5 pages)',
    );
  });

  it('writes the day’s verdict when it is known, with the amount logged', () => {
    const pages = { type: 'number' as const, target: 5, unit: 'pages' };
    expect(describeLogDay({ type: 'boolean' }, null, 'rest')).toBe('rest day');
    expect(describeLogDay({ type: 'boolean' }, null, 'missed')).toBe('missed');
    expect(describeLogDay(pages, { value_number: 3 }, 'met')).toBe(
      'already met for its period (3 of 5 pages)',
    );
    expect(describeLogDay(pages, { value_number: 2 }, 'paused')).toBe('paused (2 of 5 pages)');
  });

  it('counts a day with only tracked time (value 0) as not done', () => {
    expect(describeLogDay({ type: 'number', target: 5 }, { value_number: 0 })).toBe('not done');
    expect(describeLogDay({ type: 'number', target: 5 }, { value_number: null })).toBe('not done');
  });
});
