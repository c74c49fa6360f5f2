import { describe, expect, it } from 'vitest';
import { answerAs, expectFigure } from './test/coach-test-helpers';

describe('a question about how things work is looked up before the data answerers (issue 36)', () => {
  it.each([
    ['reading under my target, does the streak break?', '/docs/tracker'],
    ['what counts as a good strength percentage', '/in/education/strength-score'],
    ['how long till strength reaches 80%', '/in/education/strength-score'],
  ])('"%s" links %s', (message, page) => expectFigure(message, `](${page}`));

  it.each([
    ['which habit do I skip most?', /skip most/],
    ['what subskills does guitar have', /Chords/],
    ['is run linked to any of my goals', /Run a marathon/],
  ])('a question about the user\'s own rows still gets their figures: "%s"', (message, reply) => {
    expect(answerAs(message).reply).toMatch(reply);
  });
});

describe('phrasal verbs for the catalogue’s words (issue 36, development set 4)', () => {
  it.each([
    [
      'can you tie meditate to the learn spanish goal?',
      { type: 'link_habit_to_goal', habit_id: 'h-meditate' },
    ],
    ['add a subskill for barre chords under guitar', { type: 'create_user_subskill', name: 'Barre chords' }],
    ['kick off a half hour focus block for read 24 books', { type: 'create_focus_session', minutes: 30 }],
    ['put floss on hold until monday', { type: 'update_habit', habit_id: 'h-floss' }],
  ])('"%s"', (message, action) => expect(answerAs(message).action).toMatchObject(action));

  it('"which of my habits are on hold" lists the paused ones', () => {
    expect(answerAs('which of my habits are on hold').reply).toContain('Journal');
  });
});

describe('practice figures over several skills, and which part was practised (issue 36, development set 4)', () => {
  it('sums the skills a question names together', () => {
    expect(answerAs('total practice minutes across guitar and spanish this week').reply).toMatch(
      /\*\*Guitar\*\* and \*\*Spanish\*\*: \*\*95 minutes\*\*/,
    );
  });

  it('", which subskill was it" asks', () => {
    const { reply, action } = answerAs('wednesdays practice, which subskill was it');
    expect(action).toBeNull();
    expect(reply).toContain('**Scales** (Guitar): 45 minutes');
  });
});

it('"how many skills do i have on mastery" gives the count with the list', () => {
  expect(answerAs('how many skills do i have on mastery').reply).toMatch(/^You have 2 skills:/);
});
