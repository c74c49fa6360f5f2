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

describe('a target said outright', () => {
  it('is a change of target even with "now", not a starting point', () => {
    expect(answer('books target: 22 now')).toMatchObject({ type: 'update_goal', target_value: 22 });
    expect(answer("i'm at 3 books now")).toMatchObject({ type: 'create_goal_baseline', value: 3 });
  });
});

describe('renaming with other verbs', () => {
  it('reads "retitle" and "relabel" as a rename, ending the name where a second change starts', () => {
    expect(answer('relabel the thesis goal to Final draft and push it to june')).toMatchObject({
      goal_id: 'g-thesis',
      name: 'Final draft',
      end_date: '2026-06-30',
    });
    expect(answer('retitle journal to Diary')).toMatchObject({ habit_id: 'h-journal', name: 'Diary' });
  });
});

describe('managing a row said as a wish', () => {
  it('names no new goal', () => {
    expect(readGoalDraft('i want to change a goal', 'i want to change a goal', '2026-03-12')).toBeNull();
    expect(answerMessage('i want to edit my goals', fixtures.new_user, false).action).toBeNull();
  });
});

describe('a goal asked for with an article', () => {
  it('is a new goal even when it resembles one the user has', () => {
    expect(answer('set a goal to read 30 books by december')).toMatchObject({
      type: 'create_goal',
      target_value: 30,
    });
    expect(answer('set my books goal to 30')).toMatchObject({ type: 'update_goal', goal_id: 'g-books' });
  });
});

describe('round 50: a goal stopped for a while, the deadline it already has, "should only be"', () => {
  it('pauses a goal stopped for a bit', () => {
    expect(answer('stop the marathon goal for a while')).toMatchObject({
      goal_id: 'g-marathon',
      status: 'paused',
    });
  });

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

  it('renames a goal to a quoted name after "call", even one that says "done"', () => {
    expect(answer("call the books goal 'Done with 20'")).toMatchObject({
      goal_id: 'g-books',
      name: 'Done with 20',
    });
  });

  it('reads no motivation style from an order to change something', () => {
    expect(answerMessage('update my target', fixtures.new_user, false).action).toBeNull();
  });
});
