import { describe, expect, it } from 'vitest';
import { answerAs } from './test/coach-test-helpers';

const notSure = /I'm not sure what you'd like|I didn't quite catch that/;

describe('a message that asks for nothing gets a sentence in its tone (issue 36)', () => {
  it.each([
    ['youre a legend 🙌', /Glad to hear it/],
    ['haha nice one', /Glad to hear it/],
    ['honestly kinda proud of me rn', /Glad to hear it/],
    ['hmm interesting', /Noted/],
    ['uh, that wasnt my question', /got that wrong/],
    ['you dont get me at all lol', /got that wrong/],
    ['sorry, ignore that', /got that wrong/],
    ['feeling kinda down tbh', /Go easy on yourself/],
    ["lol i'm such a mess this week", /Go easy on yourself/],
    ['off to bed, nighty night 🌙', /Good night/],
    ['merry christmas in advance 🎄', /same to you/],
  ])('"%s"', (message, reply) => {
    for (const guest of [false, true]) {
      const { reply: said, action } = answerAs(message, guest);
      expect(action).toBeNull();
      expect(said).not.toMatch(notSure);
      expect(said).toMatch(reply);
    }
  });

  it('a question put as a request that reads as none is answered as a question', () => {
    const { reply, action } = answerAs('can you recommend a good book on productivity');
    expect(action).toBeNull();
    expect(reply).not.toMatch(notSure);
    expect(reply).toContain('/in/education');
  });

  it.each([
    ["I'd love to paint every weekend", 'Paint'],
    ['i would love to journal a little every night', 'Journal'],
  ])('a wish with a when is still a habit: "%s"', (message, name) => {
    expect(answerAs(message, true).action).toMatchObject({ type: 'create_habit', name });
  });

  it('a request the coach cannot read still says so', () => {
    expect(answerAs('add the thingamajig to my whatsit').reply).toMatch(notSure);
  });
});
