import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// A focus said in one sentence and a command in the next: both are asked for, never "which of the two?".
describe('focus-then-request', () => {
  it.each([
    ['focus: 3 job applications. log 2 glasses of water', '3 job applications', 2],
    ['focus: 2 grant forms. log 3 glasses of water', '2 grant forms', 3],
    ['focus: 5 cold emails. log 6 glasses of water', '5 cold emails', 6],
  ])('"%s" sets the focus and logs the water', (message, focus, glasses) => {
    expect(proposed(message)).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'set_focus', focus },
        { type: 'log_habit', habit_id: 'h-water', value_number: glasses },
      ],
    });
  });
});
