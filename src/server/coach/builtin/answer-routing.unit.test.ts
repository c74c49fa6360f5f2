import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

const answer = (message: string, guest = false) =>
  answerMessage(message, guest ? fixtures.guest : fixtures.standard, guest);

describe('a question about how things work is looked up before the data answerers (issue 36)', () => {
  it.each([
    ['reading under my target, does the streak break?', '/docs/tracker'],
    ['what counts as a good strength percentage', '/in/education/strength-score'],
    ['how long till strength reaches 80%', '/in/education/strength-score'],
  ])('"%s" links %s', (message, page) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).toContain(`](${page}`);
  });

  it.each([
    ['which habit do I skip most?', /skip most/],
    ['what subskills does guitar have', /Chords/],
    ['is run linked to any of my goals', /Run a marathon/],
  ])('a question about the user\'s own rows still gets their figures: "%s"', (message, reply) => {
    expect(answer(message).reply).toMatch(reply);
  });
});
