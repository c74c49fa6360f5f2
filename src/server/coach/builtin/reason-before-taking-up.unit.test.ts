import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { proposed } from './test/coach-test-helpers';

// A reason, then taking up an activity ("so i want to start X"): the later clause asks for the habit, the reason
// is no part of its name.
describe('reason-before-request: taking up an activity after a reason', () => {
  it.each([
    ['my back has been awful lately so i need to start stretching', 'Stretching'],
    ['gained a few kilos over winter, gonna start running in the mornings', 'Running'],
    ["the optician wasn't impressed, so i'll finally start flossing", 'Flossing'],
  ])('"%s" makes %s', (message, name) => {
    expect(proposed(message, fixtures.new_user)).toMatchObject({ type: 'create_habit', name });
  });
});
