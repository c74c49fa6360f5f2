import { describe, expect, it } from 'vitest';
import { answer, expectFigure } from './test/coach-test-helpers';

/**
 * Questions about the user's own rows: how many, of which kind, which were made, which are paused
 * (answerMessage). The standard account: today Saturday 2026-11-28, weeks from Monday.
 */

describe('counts and kinds of the user own rows', () => {
  it.each([
    ['tally up all my goals', '3 open goals'],
    ['number of habits im tracking?', '7 active habits'],
    ['how many skills am i learning', '2 skills'],
  ])('"%s" → %s', (message, figure) => expectFigure(message, figure));

  it('the habits of one kind: a number or yes/no', () => {
    const numbers = answer('which of my habits log an amount rather than a tick?').reply;
    expect(numbers).toContain('Drink water');
    expect(numbers).not.toContain('Floss');
    const yesNo = answer('which habits are plain yes or no ones').reply;
    expect(yesNo).toContain('Floss');
    expect(yesNo).not.toContain('Drink water');
  });
});

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

describe("whether any of the user's habits is paused is a question about their rows", () => {
  it.each(['are any habits on hold right now', 'is any habit paused'])('"%s" names Journal', (message) => {
    expectFigure(message, 'Journal');
  });

  // What stays how-to: starter habits are onboarding's, and a feature asked for is never created.
  it('"which starter habits does onboarding offer" is no question about plans', () => {
    expect(answer('which starter habits does onboarding offer').reply).not.toContain(
      '/docs/plans-and-billing',
    );
  });
  it('"is there a timer feature" proposes nothing', () => {
    expect(answer('is there a timer feature for habits').action).toBeNull();
  });
});
