import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

describe('a habit of the user said with new days and "now" or "should be" changes its schedule', () => {
  // Paraphrases of "run on mondays, wednesdays and saturdays now", "meditate should be monday to friday only".
  it.each([
    ['journal on tuesdays plus fridays now', 'h-journal', [2, 5]],
    ['stretching should be on sundays and wednesdays', 'h-stretch', [0, 3]],
    ['mornings are hectic, so run should be tuesday to thursday only', 'h-run', [2, 3, 4]],
  ])('"%s" moves %s to %j', (message, habitId, weekdays) =>
    expect(proposed(message)).toMatchObject({
      type: 'update_habit',
      habit_id: habitId,
      schedule: { weekdays },
    }),
  );

  it('a question about the days proposes nothing', () => {
    expect(proposed('should run be on mondays and fridays now?')).toBeNull();
  });

  // Paraphrases of "weekends are chaos, so meditate should be monday to friday only": days in the reason are not the new ones.
  it.each([
    ['weekends are chaos, so move journal to weekdays', 'h-journal', [1, 2, 3, 4, 5]],
    ['mondays are packed - run on tuesdays and fridays now', 'h-run', [2, 5]],
    ['fridays never work, so stretch should be on mondays and thursdays', 'h-stretch', [1, 4]],
  ])('"%s" moves %s to %j', (message, habitId, weekdays) =>
    expect(proposed(message)).toMatchObject({
      type: 'update_habit',
      habit_id: habitId,
      schedule: { weekdays },
    }),
  );
});
