import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { readDeadlineShift } from './parse-goal-requests';
import { readGoalDraft } from './read-goal-draft';

/** Issue 25, round 7: goal changes said in more ways. */

const answer = (message: string) => answerMessage(message, fixtures.active_user, false).action;

describe('a deadline moved by a span', () => {
  it('reads "another", "more" and "extra" time from the goal\'s own end date', () => {
    expect(readDeadlineShift('another 2 weeks', '2026-05-31')).toMatchObject({ date: '2026-06-14' });
    expect(answer('give the marathon goal two more weeks')).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-marathon',
      end_date: '2026-10-14',
    });
  });
});

describe('managing a row said as a wish', () => {
  it('names no new goal', () => {
    expect(readGoalDraft('i want to change a goal', 'i want to change a goal', '2026-03-12')).toBeNull();
    expect(answerMessage('i want to edit my goals', fixtures.new_user, false).action).toBeNull();
  });
});

describe('round 50: a goal stopped for a while, the deadline it already has, "should only be"', () => {
  it("reads the goal's own deadline as no change, and the amount as the target", () => {
    expect(answer('books goal should only be 12 this year')).toMatchObject({
      goal_id: 'g-books',
      target_value: 12,
    });
    expect(answer('books goal should only be 12 this year')).not.toHaveProperty('end_date');
  });
});

describe('round 53: another month, a quoted new name without "to", a request read as no motivation', () => {
  it('moves the deadline by "another month"', () => {
    expect(readDeadlineShift('i need another month', '2026-05-31')).toMatchObject({ date: '2026-06-30' });
  });

  it('reads no motivation style from an order to change something', () => {
    expect(answerMessage('update my target', fixtures.new_user, false).action).toBeNull();
  });
});
