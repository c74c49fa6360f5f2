import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

describe('a quoted name after "named" or "called" renames a goal, whatever numbers it holds', () => {
  it.each([
    ["the thesis goal should be called 'Write 5 chapters'", 'g-thesis', 'Write 5 chapters'],
    ['i want the books goal named "24 books in 2026"', 'g-books', '24 books in 2026'],
    ["the marathon goal could be renamed 'Sub 4 in Berlin'", 'g-marathon', 'Sub 4 in Berlin'],
  ])('%s', (message, goalId, name) => {
    expect(proposed(message)).toEqual({ type: 'update_goal', goal_id: goalId, name });
  });

  it('asked as a question, it proposes nothing', () => {
    expect(proposed("should the thesis goal be called 'Write 5 chapters'?")).toBeNull();
  });
});
