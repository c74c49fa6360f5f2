import { describe, expect, it } from 'vitest';
import { answer } from './test/coach-test-helpers';

/**
 * Asking how to amend a day or a row, or what a figure the app shows is made of, is answered from the help
 * pages, whichever habit, goal or day it names: the day's figures are not what was asked.
 */
describe('how to amend a day, and what a figure is made of', () => {
  it.each([
    'missed ticking meditate on monday, is there a way to go back and fix it',
    'i entered the wrong water on sunday, could i still edit an earlier day',
    'i ticked floss on wednesday but never flossed, how do i undo that',
  ])('answers "%s" with where earlier days are corrected', (message) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).toContain('/docs/tracker');
  });

  it.each([
    ['read shows 71% next to it, 71% of what', '/in/education/strength-score'],
    ['the progress bar on learn spanish, where does that percentage come from', '/docs/goals'],
    ['loads of xp on guitar, where do the points come from', '/docs/skills-and-mastery'],
  ])('answers "%s" with how the figure is counted', (message, page) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).toContain(page);
  });
});
