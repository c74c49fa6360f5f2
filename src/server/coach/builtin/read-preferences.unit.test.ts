import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { readWeekStart } from './read-preferences';

describe("a whole week's span said of the calendar the user keeps", () => {
  // Paraphrases of "my calendar runs sunday to saturday": the week is said by where it is kept.
  it.each([
    ['my diary runs saturday to friday, please use that', 'saturday'],
    ['my calendar goes sunday through saturday - set the app to it', 'sunday'],
    ['my planner goes monday through sunday, use that', 'monday'],
  ])('"%s" starts the week on %s', (message, day) =>
    expect(answerMessage(message, fixtures.new_user, false).action).toMatchObject({
      type: 'update_user_preferences',
      week_start: day,
    }),
  );

  it('a span that is no whole week, or not said of a calendar, is no week start', () => {
    expect(readWeekStart('my calendar is busy monday to wednesday')).toBeNull();
    expect(readWeekStart('pause stretching saturday to friday')).toBeNull();
  });
});
