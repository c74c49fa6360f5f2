import { describe, expect, it } from 'vitest';
import { findKnowledge } from './answer-from-knowledge';
import { normalizeMessage } from './normalize-message';
import { answer, expectFigure, pageFor } from './test/coach-test-helpers';

/**
 * The help page a question finds, in the product's own vocabulary or in the words people use; words of
 * address and place are no subject of a page (findKnowledge, answerMessage).
 */

describe('retrieval: the rare word, idioms and thousands of hours', () => {
  it.each([
    ['that lally study, what did it find', 'research/habit-formation'],
    ['people keep going on about habit stacking, what is it', 'education/habit-stacking'],
    ['is the 10000 hours thing true', 'research/deliberate-practice'],
  ])('"%s" quotes %s', (question, page) => {
    expect(findKnowledge(question)?.passage.page).toBe(page);
  });

  it('"10k hours" is ten thousand hours, "10k" alone a distance', () => {
    expect(normalizeMessage('10k hours to get good at chess?')).toContain('10000 hours');
    expect(normalizeMessage('ran 10k in 2 hours')).toContain('10 km');
  });
});

describe('everyday words for what the pages name otherwise (word classes, knowledge-terms.ts)', () => {
  it.each([
    ['how do i get better at the violin', ['education/deliberate-practice', 'research/deliberate-practice']],
    ['how long before journaling stops being a chore', ['research/habit-formation']],
    [
      'does a lazy sunday ruin my streak',
      ['education/recovering-after-a-missed-day', 'research/streaks-and-consistency'],
    ],
    ['can i freeze my habits while im on holiday', ['docs/tracker']],
    ['is there a way to use the tracker without a mouse', ['docs/keyboard-shortcuts']],
    ['what happens to my data if i unsubscribe', ['legal/subscriptions', 'docs/plans-and-billing']],
    ['how can i kick my work laptop out of my account', ['docs/settings-and-data']],
    ['my goal feels fuzzy, how do i make it clearer', ['education/smart-goals', 'research/goal-setting']],
    ['what is a habit in psychology terms', ['research/habit-formation']],
    ['can the habits be reordered', ['docs/tracker', 'docs/keyboard-shortcuts']],
    ['can i look at an entire year of my flossing', ['docs/tracker']],
    ['do you need to be 16 to use compound', ['legal/terms', 'legal/privacy']],
    ['how long till journaling feels automatic, roughly', ['research/habit-formation']],
    [
      'how should i practise chords so i improve instead of repeating them',
      ['research/deliberate-practice', 'education/deliberate-practice'],
    ],
  ])('"%s" is answered from %j', (question, pages) => {
    expect(pages).toContain(findKnowledge(question)?.passage.page);
  });
});

describe("the product's own vocabulary finds the help page", () => {
  it.each([
    ['how do i open an account', 'docs/getting-started'],
    ['registered an hour ago and the activation link still has not shown up', 'docs/getting-started'],
    ['where can i update my username email', 'docs/settings-and-data'],
    ['what keys open the coach panel', 'docs/keyboard-shortcuts'],
    ['is the coach trustworthy on nutrition', 'legal/disclaimer'],
    ['where are my conversations with the coach stored', 'docs/coach'],
    ['in what country is my data hosted', 'legal/data-safety'],
    ['reached my savings goal, how do i wrap it up', 'docs/goals'],
    ['does deleting my account happen at once or after a waiting period', 'docs/settings-and-data'],
  ])('"%s" → %s', (question, page) => {
    expect(pageFor(question)).toBe(page);
  });

  it('a practice rating is its quality: the XP rule is linked', () => {
    const { reply } = answer('does a 1 star rating on a practice entry give less xp');
    expect(reply).toContain('/docs/skills-and-mastery');
  });
});

describe('words of address and place are no subject of a page', () => {
  it.each([
    ['what plans do you folks offer', 'docs/plans-and-billing'],
    ['any dashboard with all my habits in one place?', 'docs/analytics'],
    ['when i reset my password are my laptop sessions logged out', 'docs/settings-and-data'],
  ])('"%s" → %s', (question, page) => {
    expect(pageFor(question)).toBe(page);
  });

  it('the demo is still found for "can i use the coach while signed out"', () => {
    expect(pageFor('can i use the coach while signed out')).toBe('docs/coach');
  });
});

describe('joining the app to a product no page names', () => {
  it.each(['could i log habits by talking to alexa', 'will it hook up to my oura ring'])(
    '"%s" says there is no page and points to the lessons',
    (message) => {
      expect(answer(message).reply).toContain('/in/education');
      expect(pageFor(message)).toBeNull();
    },
  );

  it('talking to the coach is still found', () => {
    expect(pageFor('how do i talk to the coach')).toBe('docs/coach');
  });
});

describe('the help pages in the words people use', () => {
  it.each([
    ['timezone wrong after a trip, how to fix', '/docs/'],
    ['typing a newline in the coach keeps sending, help', '/docs/coach'],
    ['can i get a receipt for last month', '/docs/plans-and-billing'],
    ['can a goal have a number target like 12 books', '/docs/goals'],
    ['whats this app, in short?', '/docs/getting-started'],
    ['does my info get handed over to ad networks', '/privacy'],
    ['is it better to do a habit at the same time every day', 'implementation-intentions'],
    ['what do you know about my account', '/docs/coach'],
    // A phrase in quotes is looked up as it stands, after an apostrophe of "i've".
    ["i've noticed 'deliberate practice' on the site, meaning?", 'deliberate-practice'],
    ["you keep saying 'habit stacking', what's that about", 'habit-stacking'],
  ])('"%s" links %s', (message, link) => expectFigure(message, link));
});

describe('the help pages in the words people use', () => {
  it.each([
    ['where is the stopwatch for a habit', '/docs/tracker'],
    ['is there a maximum length for a focus session', '/docs/focus-sessions'],
    ['how much does compound cost a month', 'pricing'],
    ["can't sign in anymore, what now", 'Forgot password'],
    ['how do i ditch a habit i no longer need', '/docs/tracker'],
    ['are you a bot', '/docs/coach'],
    ['am i chatting with an ai right now', '/docs/coach'],
    // "it back" after an archive asks how to restore it, not for an action.
    ['archived my journal habit by accident, can i have it back', '/docs/tracker'],
  ])('"%s" links %s', (message, link) => expectFigure(message, link));
});

describe('the product by its everyday names finds the help page that answers', () => {
  it.each([
    ['can i drag my reading habit to the top of the list', '/docs/tracker'],
    ['internet went down while i ticked things off, is it saved', '/docs/tracker'],
    ['is cmd+k a thing', '/docs/keyboard-shortcuts'],
    ['how long can a goal title be', '/docs/goals'],
    // The plans by their names, and moving between them.
    ['can i downgrade from lifetime to the cheaper one', '/docs/plans-and-billing'],
    ['going from starter up to elite, how', '/docs/plans-and-billing'],
    // Whether the app has a feature, even when the question names one of the user's habits.
    ['is there a timer thing i could use while i floss', '/docs/tracker'],
    // The product itself, asked about with a filler word.
    ['what exactly is compound?', '/docs/getting-started'],
  ])('"%s"', (message, page) => expectFigure(message, page));
});
