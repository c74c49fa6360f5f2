import { describe, expect, it } from 'vitest';
import { answer } from './test/coach-test-helpers';

/** Help asked with the wording of a goal is advice, answered from the lessons, never a new goal. */
describe('"help me make it less vague" after a goal is quoted', () => {
  it.each([
    "my goal says 'be healthier', help me make it more specific",
    "goal is just 'read more' - help me make it measurable",
    "the goal i wrote is 'get strong'. help me make it less fuzzy",
  ])('"%s" is answered from the lessons with no proposal', (message) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).toMatch(/\]\((?:\/in\/education|\/research)\//);
  });
});
