import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { proposed } from './test/coach-test-helpers';

// A goal called so by name, unquoted, after a wish or a reason: the title is what follows "called", "to" and all.
describe('goal-called-name', () => {
  it.each([
    ['my knees hurt, set a goal named Run pain free by june', 'Run pain free'],
    ['been thinking about it, new goal called Speak basic french pls', 'Speak basic french'],
    ['ugh i keep putting it off, make a goal titled Finish my novel', 'Finish my novel'],
  ])('"%s" is a goal titled %s', (message, title) => {
    expect(proposed(message, fixtures.new_user)).toMatchObject({ type: 'create_goal', title });
  });
});
