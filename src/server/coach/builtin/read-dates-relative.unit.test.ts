import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';
import { findDate } from './read-dates';
import { habitId } from './test/coach-test-helpers';

/**
 * Days said relative to today or to a calendar week ("3 days back", "sunday last week", "thursday week")
 * (findDate, interpretPendingReply).
 */

const context = fixtures.standard;

describe('days said relative to a calendar week', () => {
  it.each([
    ['it was friday last week', 'past', '2026-11-20'],
    ['last week’s tuesday', 'past', '2026-11-17'],
    ['wednesday next week', 'future', '2026-12-02'],
    ['until thursday week', 'future', '2026-12-10'],
  ] as const)('"%s" (%s) is %s', (text, direction, date) => {
    expect(findDate(text.replace('’', "'"), '2026-11-28', direction)?.date).toBe(date);
  });

  it('corrects a pending log to "sunday last week"', () => {
    const pending = {
      type: 'log_habit',
      habit_id: habitId('Floss'),
      date: '2026-11-28',
      value_boolean: true,
    };
    const answer = interpretPendingReply(pending, 'oh no, it was sunday last week', context);
    expect(answer).toMatchObject({ intent: 'modify', action: { date: '2026-11-22' } });
  });
});

describe('days counted back', () => {
  it.each([
    ['3 days back', '2026-03-09'],
    ['1 day before', '2026-03-11'],
  ])('"%s" is %s', (text, date) => {
    expect(findDate(text, '2026-03-12', 'past')?.date).toBe(date);
  });
});
