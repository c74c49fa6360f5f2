import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { isPlainQuestion } from './classify-message-kind';
import { fixtures } from './eval/coach-fixtures';
import { normalizeMessage } from './normalize-message';

/** Round 18's question mechanisms, each on three paraphrases written here (none from an eval set). */
const context = fixtures.standard;
const answer = (text: string) => answerMessage(text, context, false);
const asks = (text: string) => isPlainQuestion(normalizeMessage(text));

describe('a part of the app as the subject asks what it can do', () => {
  it.each([
    'can the calendar view show a whole year',
    'could insights include last month as well',
    'does the dashboard show streaks from before i joined',
  ])('"%s" is a question, answered with no proposal', (text) => {
    expect(asks(text)).toBe(true);
    expect(answer(text).action).toBeNull();
  });
});

describe('"is there a way to … every habit in one go" asks about a feature', () => {
  it.each([
    'off travelling for a month, is there a way to pause every habit in one go',
    'is there a way to archive every habit at once',
    'moving house next week, is there a way to put each habit on hold in one go',
  ])('"%s" proposes nothing', (text) => expect(answer(text).action).toBeNull());
});

describe('"… or is there a limit" asks what the app allows', () => {
  it.each([
    'can i log a 9 hour focus session or is there a cap',
    'could i set a goal with 500 books or is there a maximum',
    'can i make a habit with a target of 3000 or are there limits',
  ])('"%s" proposes nothing', (text) => {
    expect(asks(text)).toBe(true);
    expect(answer(text).action).toBeNull();
  });
});

describe('the question word where the answer stands, after "said" or "shows"', () => {
  it.each([
    "wednesday's water log said how many glasses again",
    'my reading on tuesday shows how many pages',
    'the run habit had how many days last week',
  ])('"%s" is a question', (text) => {
    expect(asks(text)).toBe(true);
    expect(answer(text).action).toBeNull();
  });
});

describe('encouragement asked for is small talk', () => {
  it.each(['could really use a pep talk rn', 'i need some encouragement honestly', 'cheer me up a bit'])(
    '"%s" gets a sentence, not a habit',
    (text) => {
      const reply = answer(text);
      expect(reply.action).toBeNull();
      expect(reply.reply).toMatch(/motivation follows action/);
    },
  );
});
