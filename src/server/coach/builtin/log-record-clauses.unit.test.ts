import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// active_user's fixture: today Thursday 2026-03-12; no Drink water log on Saturday the 7th, no Run on
// Wednesday the 11th, no Stretch on Friday the 6th, no Journal on Tuesday the 10th.

describe('a clause asking to write the report down adds nothing to it', () => {
  // Paraphrases of "last saturday's water: 7 glasses, please fill it in".
  it.each([
    ["saturday's water: 6 glasses, fill that in please", 'h-water', '2026-03-07', 6],
    ['run on wednesday: 5 km, jot it down', 'h-run', '2026-03-11', 5],
    ["last saturday's water - 4 glasses, write it in for me", 'h-water', '2026-03-07', 4],
  ])('"%s" logs %s on %s as %d', (message, habitId, date, value) =>
    expect(proposed(message)).toMatchObject({
      type: 'log_habit',
      habit_id: habitId,
      date,
      value_number: value,
    }),
  );
});

describe("a negation in what the app's record says is not the user's report", () => {
  // Paraphrases of "i DID meditate on sunday, the tracker says i didnt".
  it.each([
    ['i stretched on friday even though the app shows i skipped it', 'h-stretch', '2026-03-06'],
    ['journal was done yesterday, my history says i missed it', 'h-journal', '2026-03-11'],
    ['i really did journal on tuesday, the calendar claims i didnt', 'h-journal', '2026-03-10'],
  ])('"%s" logs %s done on %s', (message, habitId, date) =>
    expect(proposed(message)).toMatchObject({
      type: 'log_habit',
      habit_id: habitId,
      date,
      value_boolean: true,
    }),
  );

  it("the user's own negation after the app's claim still says not done", () => {
    expect(proposed('the app says i meditated sunday but i didnt')).toMatchObject({ value_boolean: false });
  });
});
