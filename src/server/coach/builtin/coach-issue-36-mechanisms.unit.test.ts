import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { standardAccount } from './eval/coach-standard-fixture';
import { evaluateConversations } from './eval/evaluate-coach-answers';

/** Issue 36's general mechanisms, beyond the failures it listed (coach-issue-36.unit.test.ts holds those). */

const notUnderstood = /I'm not sure what you'd like|I didn't quite catch that/;

describe('issue 36, round 3: general mechanisms (concept questions, ranking, small talk, day summaries)', () => {
  const standard = (message: string, guest = false) => answerMessage(message, standardAccount, guest);

  it.each([
    ["what's a keystone habit?", '](/docs/analytics)'],
    ['how do i change my time zone', '](/docs/settings-and-data)'],
    ['how does the coach work?', '](/docs/coach)'],
    ['what can you actually do', '](/docs/coach)'],
    ['how can i delete my account', '](/docs/settings-and-data)'],
    ['whats an if-then plan', 'implementation-intentions)'],
  ])('"%s" answers with the page that explains it (%s)', (message, link) => {
    const answer = standard(message);
    expect(answer.action).toBeNull();
    expect(answer.reply).toContain(link);
  });

  it.each([
    'since when have i been running',
    'i wonder if i should track sleep',
    'got any tips for reading more',
    'i need advice on staying consistent',
  ])('"%s" is a question: answered, never a proposal', (message) => {
    const answer = standard(message);
    expect(answer.action).toBeNull();
    expect(answer.reply).not.toMatch(notUnderstood);
  });

  it.each([
    'sorry',
    'oops',
    'whats your name',
    'are you an AI?',
    'morning :)',
    'heyy how are you',
    "i'm proud of myself today",
    'i did it!',
    "you're funny",
    'I had a really rough day',
    "i'm bored",
    'everything feels kind of pointless lately',
    'tell me a joke',
    'brb',
    'nvm',
  ])('small talk "%s" gets a sentence back and no action', (message) => {
    const answer = standard(message);
    expect(answer.action).toBeNull();
    expect(answer.reply).not.toMatch(notUnderstood);
  });

  it('"what did I do yesterday?" lists each habit’s amount from the logs', () => {
    const answer = standard('what did I do yesterday?');
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(/\*\*Read\*\*: \*\*30 pages\*\*/);
    expect(answer.reply).toMatch(/\*\*Drink water\*\*: \*\*7 glasses\*\*/);
  });
});

describe('issue 36 (h36r): timing something is the timers’ help, never a log or a habit', () => {
  it.each([
    ['how do i time my practice', '/docs/focus-sessions'],
    ['i want to time my piano practice', '/docs/focus-sessions'],
    ['how can i time my guitar practice sessions', '/docs/focus-sessions'],
    ['can i time how long i spend on a habit?', '/docs/tracker'],
    ['time my meditation', '/docs/tracker'],
  ])('"%s" links %s and proposes nothing', (message, page) => {
    const answer = answerMessage(message, standardAccount, false);
    expect(answer.action).toBeNull();
    expect(answer.reply).toContain(`](${page})`);
  });

  it('"every time my streak resets…" is no timer, and an amount timed is still a report', () => {
    expect(
      answerMessage('every time my streak resets i just stop bothering', standardAccount, false).reply,
    ).not.toContain('focus-sessions');
    expect(answerMessage('time my run: 25 minutes', standardAccount, false).action?.type).toBe('log_habit');
  });

  it('"how much water should i drink a day?" is advice the lessons do not hold, not the Drink water figures', () => {
    const answer = answerMessage('how much water should i drink a day?', standardAccount, false);
    expect(answer.reply).toContain('](/in/education)');
    expect(answer.reply).not.toMatch(/glasses/);
    // The user's own figures are still theirs to ask for.
    expect(answerMessage('how much water did i drink this week?', standardAccount, false).reply).toMatch(
      /glasses/,
    );
  });
});

describe('issue 36 (h36r): practice on a skill as a whole, in the sets’ terms', () => {
  it('"I practiced guitar" → "45 minutes" logs 45 minutes on Guitar’s General subskill, made on the way', () => {
    const report = evaluateConversations([
      {
        id: 'practice-on-general',
        turns: ['I practiced guitar', '45 minutes'],
        expect: {
          action: {
            type: 'create_skill_entry',
            args: { parent_skill_id: 'Guitar', seconds: 2700, date: '2026-11-28' },
          },
        },
      },
    ]);
    expect(report.misses).toEqual([]);
  });
});
