import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

/**
 * Issue 36's how-to failures, each as a user met it: a question became an action ("how do I build a
 * habit that sticks?" → Create habit) or got "I'm not sure what you'd like me to do with that".
 */

const notSure = /not sure what you'd like|didn't quite catch that/i;

function ask(message: string, guest = false) {
  return answerMessage(message, guest ? fixtures.guest : fixtures.active_user, guest);
}

describe('how-to questions are answered from the app’s own pages, never turned into an action', () => {
  it.each([
    ['how do I build a habit that sticks?', true, '/research/habit-formation'],
    ['how do I build a habit that sticks?', false, '/research/habit-formation'],
    ['how long does it take to form a habit?', false, '/research/habit-formation'],
    ['what does XP do?', false, '/docs/skills-and-mastery'],
    ["how do I pause a habit while I'm on holiday?", false, '/docs/tracker'],
    ['any tips for flossing more consistently?', false, null],
    ['is it better to track habits daily or weekly?', false, null],
    ['is it better to track habits daily or weekly?', true, null],
  ])('"%s" (guest: %s) gets an answer, no proposal', (message, guest, page) => {
    const answer = ask(message, guest);
    expect(answer.action).toBeNull();
    expect(answer.reply).not.toMatch(notSure);
    if (page !== null) expect(answer.reply).toContain(`](${page})`);
  });

  it('answers "how long does it take to form a habit?" with the study’s figure, not a loose sentence', () => {
    expect(ask('how long does it take to form a habit?').reply).toMatch(/66 days/);
  });

  it('gives a guest the short form: the quote and the page, no lead-in', () => {
    const guest = ask('how do I build a habit that sticks?', true).reply;
    expect(guest).not.toMatch(/^From \*\*/);
    expect(guest.length).toBeLessThan(ask('how do I build a habit that sticks?').reply.length);
  });

  it('answers first-hour questions from the help pages, with the pages they point to', () => {
    const refund = ask('can i get a refund');
    expect(refund.action).toBeNull();
    expect(refund.reply).toContain('](/docs/plans-and-billing)');
    expect(refund.reply).toContain('14 days');
    const mail = ask('i never got the verification email, what now', true);
    expect(mail.reply).toContain('](/docs/getting-started)');
    const privacy = ask('does the coach send my habits to some AI company');
    expect(privacy.reply).toContain('](/docs/coach)');
    expect(privacy.reply).toContain('](/privacy)');
  });

  it('meets British and American spellings alike', () => {
    const british = ask('how do i practise more deliberately?').reply;
    const american = ask('how do i practice more deliberately?').reply;
    expect(british).toBe(american);
  });
});

describe('small talk gets a sentence back, never an action', () => {
  it.each([
    ["thanks, that's helpful!", /welcome/i],
    ['hello', /^Hi!/],
    ["i'm so tired today", /happens to everyone/],
    ['ugh i failed again', /one miss doesn't undo a habit/],
    ['i feel like giving up', /recovering-after-a-missed-day/],
  ])('"%s"', (message, reply) => {
    for (const guest of [false, true]) {
      const answer = ask(message, guest);
      expect(answer.action).toBeNull();
      expect(answer.reply).toMatch(reply);
      expect(answer.reply.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(4);
    }
  });
});

describe('questions in other words than the pages’ (development set 3)', () => {
  it.each([
    ['how do i get my money back?', '/docs/plans-and-billing'],
    ['does it still save when i have no wifi?', '/docs/tracker'],
    ['is the coach giving medical advice?', '/disclaimer'],
    ['is there a dashboard of my habits', '/docs/analytics'],
    ['can i get my data as a csv file', '/docs/settings-and-data'],
    ['can a skill session count towards a goal?', null],
    ['i lost my phone how do i sign in on a new one', null],
    ['are rest days bad for a streak', null],
    ['where are my previous conversations?', '/docs/coach'],
    ['how do i count the practice i did before i started tracking?', '/docs/skills-and-mastery'],
    ['is there an iphone app?', '/docs/plans-and-billing'],
    ["is 'be happier' a good goal?", '/research/goal-setting'],
  ])('"%s" is answered, no proposal', (message, page) => {
    const answer = ask(message);
    expect(answer.action).toBeNull();
    expect(answer.reply).not.toMatch(notSure);
    if (page !== null) expect(answer.reply).toContain(page);
  });
});
