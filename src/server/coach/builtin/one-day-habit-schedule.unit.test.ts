import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// "a monday habit": one day said before "habit" (or "thing", "routine") is the habit's schedule, never a date
// to log it on.
describe('one-day-habit-schedule', () => {
  it.each([
    ['make stretch a friday thing', 'h-stretch', 5],
    ['turn journal into a sunday habit', 'h-journal', 0],
    ['please make Read a tuesday habit', 'h-read', 2],
  ])('"%s" puts the habit on that day', (message, habit, weekday) => {
    expect(proposed(message)).toMatchObject({
      type: 'update_habit',
      habit_id: habit,
      schedule: { times: 1, days: 7, weekdays: [weekday] },
    });
  });
});
