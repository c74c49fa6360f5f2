import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { proposed } from './test/coach-test-helpers';

// A report of what was done sets no goal: with no habit for it yet, the activity's habit is offered.
describe('tense-rules-out: a report is no goal', () => {
  it.each([
    ['biked 12 km this morning', 'Bike'],
    ['just hiked 8 km', 'Hike'],
    ['i rowed 2 km', 'Row'],
  ])('"%s" offers the habit %s', (message, name) => {
    expect(proposed(message, fixtures.new_user)).toMatchObject({ type: 'create_habit', name });
  });

  it('still sets a goal asked for in so many words', () => {
    expect(proposed('ran out of excuses, new goal: run 10 km by june', fixtures.new_user)).toMatchObject({
      type: 'create_goal',
    });
  });
});
