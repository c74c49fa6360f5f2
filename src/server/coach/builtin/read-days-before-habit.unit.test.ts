import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// Days said before "habit" or "thing" describe the habit: its schedule, never a second habit named after a day.
describe('read-schedule-words: days before the habit', () => {
  it.each([
    ['turn Journal into a tuesday and friday habit', 'h-journal', [2, 5]],
    ['gym classes changed, make Stretch a wednesday and saturday thing', 'h-stretch', [3, 6]],
    ['Run should be a monday, wednesday and friday habit', 'h-run', [1, 3, 5]],
  ])('"%s" changes the schedule', (message, habit, weekdays) => {
    expect(proposed(message)).toMatchObject({
      type: 'update_habit',
      habit_id: habit,
      schedule: { times: weekdays.length, weekdays },
    });
  });
});
