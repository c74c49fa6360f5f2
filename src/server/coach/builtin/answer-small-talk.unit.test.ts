import { describe, expect, it } from 'vitest';
import { answerSmallTalk } from './answer-small-talk';
import { fixtures } from './eval/coach-fixtures';
import { normalizeMessage } from './normalize-message';
import { answer } from './test/coach-test-helpers';

const talk = (message: string) =>
  answerSmallTalk({
    original: message,
    text: normalizeMessage(message),
    context: fixtures.standard,
    guest: false,
  });

describe('answerSmallTalk: said in passing, answered in a sentence (issue 36)', () => {
  it.each([
    'hi coach, how are you',
    'thx 🙌',
    'that was really helpful',
    'haha fair enough',
    'ok then',
    'you are a bit confusing',
    'this makes no sense',
    'really tired, long week at work',
    'have a good weekend!',
    'whoa',
  ])('"%s" gets a sentence and no action', (message) => {
    const answer = talk(message);
    expect(answer?.action).toBeNull();
    expect(answer?.reply.length).toBeGreaterThan(10);
  });

  it.each(['so tired, log 20 minutes of reading', 'ok then add a habit to floss'])(
    '"%s" is a request, not small talk',
    (message) => expect(talk(message)).toBeNull(),
  );
});

// Round 18.
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
