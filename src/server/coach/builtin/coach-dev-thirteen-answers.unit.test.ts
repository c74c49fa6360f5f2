import { describe, expect, it } from 'vitest';
import { answer, expectFigure } from './test/coach-test-helpers';

/**
 * Development set 13 (written as frozen set 12): the mechanisms its misses showed, each tested in other
 * words than the set's, so that the mechanism and not one message passes. The standard account: today
 * Saturday 2026-11-28, weeks from Monday; 7 habits, 3 open goals, 2 skills (Guitar: Chords, Scales,
 * Fingerstyle; Spanish: Vocabulary).
 */

describe('rows the user made already, named by the making, are listed and counted', () => {
  it.each([
    ['how many habits have i set up', '7 active habits'],
    ['which goals have i already made', '3 open goals'],
    ['what habits have you set up for me', '7 active habits'],
    ['how many skills have i created so far', '2 skills'],
    ['list the skills i\u2019ve added', 'Fingerstyle'],
    ['show me the subskills i made for guitar', 'Chords, Scales, Fingerstyle'],
  ])('"%s"', (message, figure) => {
    expectFigure(message, figure);
  });

  // What can or should be made is still how the app works or advice, never a list of the user's rows.
  it.each(['how many habits can i set up', 'what goals should i set up', 'can i set up a new habit'])(
    '"%s" lists nothing',
    (message) => {
      const { reply, action } = answer(message);
      expect(action).toBeNull();
      expect(reply).not.toMatch(/You have \d+ (?:active habits|open goals|skills)/);
    },
  );
});
