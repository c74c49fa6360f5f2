import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { isPlainQuestion } from './classify-message-kind';
import { fixtures } from './eval/coach-fixtures';
import { normalizeMessage } from './normalize-message';
import { answer, pageFor, standardRows } from './test/coach-test-helpers';

/**
 * A question, however it is put (no question mark, after a clause that sets it up, as a statement or a
 * mood), is answered and proposes nothing (isPlainQuestion, answerMessage); a request said near one stays a
 * request. The standard account: today Saturday 2026-11-28, weeks from Monday.
 */

describe('questions without a question mark are answered, never acted on', () => {
  const standard = fixtures.standard;
  it.each([
    'sum up my glasses since tuesday',
    'in the last 5 days how many had stretching',
    'on how many days was reading fully done last week',
    'since which date has journal been paused',
    'approximately how long before flossing feels automatic',
    'the easiest way to restart after a bad month',
  ])('"%s" gets an answer and no proposal', (message) => {
    const answer = answerMessage(message, standard, false);
    expect(answer.action).toBeNull();
    expect(answer.reply).not.toMatch(/not sure/i);
  });

  it('"count my running toward the marathon goal" still links', () => {
    expect(answerMessage('count my running toward the marathon goal', standard, false).action).not.toBeNull();
  });
});

describe('a question after a clause that sets it up is a question, never a habit or a link', () => {
  it.each([
    'do small habits stick better than big ones',
    'if i meditate daily how soon does strength reach 50%',
    'once i have a routine should the next habit go after it',
    'if i link floss to the marathon goal what happens to the goal',
  ])('"%s" gets an answer, no proposal', (message) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).not.toMatch(/I'm not sure what you'd like/);
  });

  it.each(['do 20 push-ups every day', 'when i wake up, meditate for 10 minutes'])(
    '"%s", with no question word, stays a request',
    (message) => {
      expect(answer(message).action).not.toBeNull();
    },
  );
});

describe('a question never becomes a proposal', () => {
  it.each([
    // A question word typed in a hurry still opens a question.
    'hwo can i change a habit target',
    'wat counts as a missed day',
    // The product as the subject asks what it can do; it changes no setting of the user's.
    'could the app display distances in miles instead of km',
    'can the tracker use pounds rather than kilos',
    'could the coach pause my habits while i travel',
    // A gerund, or "ever"/"really", after can or could asks whether something is so.
    'can tracking too many habits at once hurt',
    'could stacking habits really backfire',
    // A setting said first, then the question, with no comma between.
    'before a long ride whats a good breakfast',
    'during a busy week how many habits should i keep',
    // Advice asked for with a word or two before it.
    'any good book suggestions on sticking to routines',
    'any app recs for sleep tracking',
    // "do" and a thing, then what it may do to the app's figures.
    'do skipped days hurt my strength score',
    'do old logs ever expire',
  ])('"%s" is answered, never acted on', (message) => {
    expect(isPlainQuestion(normalizeMessage(message), standardRows)).toBe(true);
    expect(answer(message).action).toBeNull();
  });

  it.each(['could my week start on sunday', 'could u add a habit for flossing'])(
    '"%s" still asks for a change',
    (message) => {
      expect(answer(message).action).not.toBeNull();
    },
  );
});

describe('a question never becomes a proposal', () => {
  it.each([
    // A swear for "what", then a verb.
    'wtf is habit stacking',
    // Remind or tell me, then any question word.
    'remind me when i last did my stretches',
    'tell me whether flossing counted yesterday',
    // The passive with a pronoun for what was said before.
    'logged the wrong day by mistake, could it be undone',
    // A setting first, then an auxiliary before its subject.
    'once the free month is over does it bill my card',
    'after i cancel will my logs still be there',
    // The question word where its answer would stand.
    'reading is set to how many pages a day',
    'the marathon goal is how far off now',
    // A request, then where or how to do it oneself.
    'can i have kilograms instead of pounds, where is that setting',
    // "is there a way to" with a thing in general.
    'is there a way to add a note to a day',
    // A setting that is a day, then an auxiliary before its subject.
    'tomorrow is it ok to skip stretching',
  ])('"%s" is answered, never acted on', (message) => {
    expect(isPlainQuestion(normalizeMessage(message), standardRows)).toBe(true);
    expect(answer(message).action).toBeNull();
  });

  it.each([
    ['is there a way to pause my reading until monday', 'update_habit'],
    ['after lunch can you log 20 pages of reading', 'log_habit'],
    ['for today can you set my focus to taxes', 'set_focus'],
    ['could you move the marathon deadline to june 1 2027', 'update_goal'],
  ])('"%s" is still a request', (message, type) => {
    expect(answer(message).action?.type).toBe(type);
  });
});

describe('a question put with a quantifier or after "but" asks, and proposes nothing', () => {
  it.each([
    'off to japan for ten days, will all my habits lose their strength',
    'will any of my goals move if i pause a habit',
    'just browsing but curious what the analytics page shows',
    'signed up yesterday but wondering whether the coach keeps my chats',
  ])('"%s"', (message) => {
    expect(answer(message).action).toBeNull();
  });

  // What must not change: a request after "but" stays a request; a setting named outright is still proposed.
  it('"busy week but can you log my run for today" stays a request', () => {
    expect(answer('busy week but can you log my run for today').action?.type).toBe('log_habit');
  });
  it('"will you pause meditation till monday" stays a request', () => {
    expect(answer('will you pause meditation till monday').action?.type).toBe('update_habit');
  });
});

describe('questions said as statements, moods and recommendations', () => {
  it.each([
    ['will my strength someday be 100 per cent', 'education/strength-score'],
    ['if i stop paying will my logs be erased', 'docs/plans-and-billing'],
  ])('"%s" → %s', (question, page) => {
    expect(answer(question).reply).toContain(`/${page.replace(/^education\//, 'in/education/')}`);
  });

  it('a question after a dash is a question: "my plan ends friday — does my history stay"', () => {
    expect(answer('my plan ends friday — does my history stay').action).toBeNull();
  });

  it.each(['recommend me some podcasts about productivity', 'recommend a good app for journaling'])(
    '"%s" has no page: it says so and points to the lessons',
    (message) => {
      const { reply, action } = answer(message);
      expect(action).toBeNull();
      expect(reply).toContain('/in/education');
    },
  );

  it.each(['i did it 🥳', 'nailed it!! 🔥'])('"%s" is a good mood, not "not sure"', (message) => {
    expect(answer(message).reply).toMatch(/great to hear/);
  });

  it('"i was wiped after work" is still tiredness, not deletion', () => {
    expect(pageFor('what should i do when im wiped after work')).not.toBe('docs/settings-and-data');
  });
});

describe('whether something can be done, asked after it is said', () => {
  it('"a monday start for my weeks, is that possible?" is looked up, no week review', () => {
    expect(answer('weeks starting on saturday instead, is that possible?').reply).toContain(
      '/docs/settings-and-data',
    );
  });

  it('"if i stop a focus timer early are the minutes kept" is a question, no focus session asked for', () => {
    const { reply, action } = answer('if i stop a focus session early are the minutes kept');
    expect(action).toBeNull();
    expect(reply).toContain('/docs/focus-sessions');
  });
});
