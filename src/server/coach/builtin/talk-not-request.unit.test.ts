import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { answer, proposed } from './test/coach-test-helpers';

/**
 * A message that asks for nothing (small talk, a mood, signing off, a hedged wish, a scene about others)
 * gets a sentence back and no proposal; a request said with it is still read (answerMessage).
 */

describe('a message that asks for nothing, said in a tone, is no focus or habit made up from its words', () => {
  it.each([
    'anxious about the interview this week',
    'thanks for the reminder earlier about water',
    'hope your sunday is relaxed',
    'wow that was quick',
  ])('"%s" gets a sentence back, no proposal', (message) => {
    expect(answer(message).action).toBeNull();
    expect(answerMessage(message, fixtures.guest, true).action).toBeNull();
  });

  it('a focus still said outright is set: "friday is for tidying the garage"', () => {
    expect(answer('friday is for tidying the garage').action).toMatchObject({ type: 'set_focus' });
  });
});

describe('signing off ("done for today") is no report', () => {
  it.each(['ok thanks, done for the day', 'great stuff, calling it a night'])(
    '"%s" gets a sentence, no proposal',
    (message) => {
      expect(answer(message).action).toBeNull();
    },
  );

  it('a report said with it is still logged: "done for today, read 25 pages"', () => {
    expect(answer('done for today, read 25 pages').action).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-read',
    });
  });
});

describe('small talk is answered in a sentence, never read as a request', () => {
  it.each([
    'wow, this app is weirdly fun',
    'never thought a goal tracker would be this talkative',
    'you are kinda funny for a bot',
    'tell me a joke about habits',
    'make me smile, long day',
    'doorbell, brb',
    'hang on, back in a few minutes',
  ])('"%s" gets a reply, no action and no "not sure"', (message) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).not.toMatch(/not sure|didn't quite catch/);
  });

  it('a request said before stepping away is still read: "log 20 pages, brb"', () => {
    expect(answer('log 20 pages, brb').action).toMatchObject({ type: 'log_habit' });
  });

  it('a question about the app with "the app" in it is still looked up', () => {
    expect(answer('if i pay through the android app who gives refunds').reply).toContain(
      '/docs/plans-and-billing',
    );
  });
});

describe('a hedged wish that asks for nothing outright is thinking aloud, not a request', () => {
  it.each([
    ['perhaps i ought to stretch more, who knows'],
    ['someday i might pick up the ukulele'],
    ['might go swimming tomorrow, we will see'],
    ['one day i want to try pottery'],
    ['i should probably cook more at some point'],
  ])('"%s" proposes nothing', (message) => {
    expect(proposed(message)).toBeNull();
    expect(proposed(message, fixtures.new_user)).toBeNull();
  });

  it.each([
    ['maybe add a habit for flossing', 'Flossing'],
    ['perhaps i will paint every weekend', 'Paint'],
    ['i want to learn the violin', 'Learn the violin'],
  ])('"%s" still asks for a habit (outright, or with a when)', (message, name) => {
    expect(proposed(message)).toMatchObject({ type: 'create_habit', name });
  });
});

describe('one word of a motivation style in a scene about others tells no preference', () => {
  it.each(['spent the afternoon in the park watching people', 'the charts on the dashboard look nice'])(
    '"%s" proposes nothing',
    (message) => {
      expect(answer(message).action).toBeNull();
    },
  );

  // What must not change: told of oneself, one word is enough; two words of a style are enough in any case.
  it.each([
    ['i hate being micromanaged', 'autonomy'],
    ['i love a bit of friendly competition', 'social'],
    ['competing with friends and the team spirit', 'social'],
  ])('"%s" still sets %s', (message, style) => {
    expect(proposed(message)).toMatchObject({ type: 'update_user_preferences', motivation_style: style });
  });
});
