import { describe, expect, it } from 'vitest';
import { findKnowledge } from './answer-from-knowledge';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { inPageWords } from './knowledge-terms';
import { answer } from './test/coach-test-helpers';

describe('answers from the app’s own lessons, research and help pages', () => {
  it.each([
    // The page's figure, not a sentence that merely holds the word "habit".
    ['how long does it take to form a habit?', 'research/habit-formation', /66 days/],
    ['what does XP do?', 'docs/skills-and-mastery', /XP/],
    ['how do I pause a habit while I’m on holiday?', 'docs/tracker', /Pause/],
    ['what is a smart goal', 'research/goal-setting', /SMART/],
    ['how do i link a habit to a goal', 'docs/goals', /Link habits/],
  ])('"%s" quotes %s', (question, page, quote) => {
    const found = findKnowledge(question.toLowerCase());
    expect(found?.passage.page).toBe(page);
    expect(found?.quote).toMatch(quote);
  });

  it('links the page where it is published, and gives guests the short form', () => {
    const signedIn = answerMessage('how long does it take to form a habit?', fixtures.active_user, false);
    expect(signedIn.reply).toContain('](/research/habit-formation)');
    expect(signedIn.reply).toMatch(/^From \*\*/);
    const guest = answerMessage('how long does it take to form a habit?', fixtures.guest, true);
    expect(guest.reply).toContain('](/research/habit-formation)');
    expect(guest.reply.length).toBeLessThan(signedIn.reply.length);
    expect(guest.action).toBeNull();
  });

  it('says so and points to the lessons when nothing in the content fits, instead of making advice up', () => {
    const answer = answerMessage('what is the capital of france?', fixtures.active_user, false);
    expect(answer.action).toBeNull();
    expect(answer.reply).toContain('(/in/education)');
    expect(answer.reply).toMatch(/don't have a good answer/);
  });
});

describe('everyday words find the pages that use other words for them (issue 36, development set 4)', () => {
  it.each([
    ['how can i take a break from a habit without wrecking my streak', 'docs/tracker'],
    ['is the coach a replacement for seeing a therapist', 'legal/disclaimer'],
    ['can i tweak what you suggest before i confirm it', 'docs/coach'],
    ["is 'just do your best' a good way to set goals", 'research/goal-setting'],
    [
      'does writing down exactly when and where ill exercise make any difference',
      'implementation-intentions',
    ],
    ['how do i report a security bug', 'site/service'],
  ])('"%s" is answered from %s', (question, page) => {
    expect(findKnowledge(question)?.passage.page).toContain(page);
  });
});

describe('everyday names for what the pages call shortcuts, sessions, support and the rest (development set 5)', () => {
  it.each([
    ['any hotkeys for moving around?', '/docs/keyboard-shortcuts'],
    ['how do i sign out of my other devices', '/docs/settings-and-data'],
    ['is there a contact form somewhere?', '/service'],
    ['are teenagers allowed to use the app?', '/privacy'],
  ])('"%s" links %s', (question, link) => expect(answer(question).reply).toContain(`](${link}`));
});

it.each([
  ['on autopilot', 'automatic'],
  ['my strength tanked', 'drop'],
  ['if-x-then-y planning', 'implementation intention'],
  ['how do i get back on track', 'comeback'],
])('"%s" gains the pages\' word "%s"', (said, word) => expect(inPageWords(said)).toContain(word));

// The word classes in knowledge-product-words.ts (round 18), each on three paraphrases written here.
describe.each([
  [
    '/docs/getting-started',
    [
      "i can't recall my password, how do i get in",
      'dont remember the password i used, what now',
      'how do i get back into my account without my password',
    ],
  ],
  [
    '/docs/settings-and-data',
    [
      'still logged in on my work laptop, can i end that session from here',
      'forgot to log out at my mums house, what do i do',
      'how can i boot an old session off my account',
    ],
  ],
  [
    '/docs/tracker',
    [
      'i marked flossing by mistake, how do i take it back',
      'how do you uncheck a habit',
      'mistakenly ticked stretching, can it be undone',
    ],
  ],
  [
    '/docs/settings-and-data',
    [
      'can i open my history in a spreadsheet',
      'is there a way to have my logs as an excel file',
      'how do i load my data into google sheets',
    ],
  ],
  [
    '/docs/accountability-and-sharing',
    [
      'can i have a public profile for my habits',
      'is there a public page i could send people',
      'how do i go about showing off my progress to family',
    ],
  ],
])('questions worded for %s', (page, questions) => {
  it.each(questions)('"%s" links the page', (question) =>
    expect(answer(question).reply).toContain(`](${page}`),
  );
});
