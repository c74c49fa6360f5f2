import { describe, expect, it } from 'vitest';
import { readDeadlineShift } from './parse-goal-requests';
import { proposed } from './test/coach-test-helpers';

describe('a deadline moved by a span', () => {
  it('reads "another", "more" and "extra" time from the goal\'s own end date', () => {
    expect(readDeadlineShift('another 2 weeks', '2026-05-31')).toMatchObject({ date: '2026-06-14' });
    expect(proposed('give the marathon goal two more weeks')).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-marathon',
      end_date: '2026-10-14',
    });
  });
});

// Round 50.
describe('the deadline a goal already has, and "should only be"', () => {
  it("reads the goal's own deadline as no change, and the amount as the target", () => {
    expect(proposed('books goal should only be 12 this year')).toMatchObject({
      goal_id: 'g-books',
      target_value: 12,
    });
    expect(proposed('books goal should only be 12 this year')).not.toHaveProperty('end_date');
  });
});

// Round 53.
describe('another month', () => {
  it('moves the deadline by "another month"', () => {
    expect(readDeadlineShift('i need another month', '2026-05-31')).toMatchObject({ date: '2026-06-30' });
  });
});
