import { describe, expect, it } from 'vitest';
import { answerAs } from './test/coach-test-helpers';

describe('how the person is, told in a tone, is answered in that tone and never read as a request', () => {
  it.each([
    // A clock time is when it happened, not a schedule block.
    ['long night, the dog kept barking till 4am', /Go easy on yourself/],
    // The length of a shift or a flight is no habit's amount and no goal's target.
    ['got off a 14 hour shift, totally wiped', /Go easy on yourself/],
    ['knackered after a 9 hour drive', /Go easy on yourself/],
    // A greeting before a remark sets its tone; the remark is no habit's name.
    ['hiya! tea first, then the rest of the day', /Hi/],
    ['morning all, only just woke up', /Hi/],
    // Tiredness said in idioms; a return greeted as a hello; leaving to do something; an app by its kind.
    ['running on fumes today, head is fried', /Go easy on yourself/],
    // (Signed in, the lesson on coming back after a break may answer it first.)
    ["i'm back after a week away, missed this place", /Hi|\]\(\/in\/education/],
    ['anyway, off to walk the dog', /see you soon/],
    ['hey there, first time trying one of these goal trackers', /Hi/],
    ['stoked with myself today', /Glad to hear it/],
  ])('"%s"', (message, reply) => {
    for (const guest of [false, true]) {
      const { reply: said, action } = answerAs(message, guest);
      expect(action, said).toBeNull();
      expect(said).toMatch(reply);
    }
  });

  it.each([
    ['ugh, long day. read 20 pages though', 'log_habit'],
    ['hey, log my run for today', 'log_habit'],
    ['morning! add a habit to skip rope every day', 'create_habit'],
    ["off to the gym, log my run when i'm back", 'log_habit'],
  ])('"%s" still asks for a change (a row, an amount or a verb of a request)', (message, type) => {
    expect(answerAs(message).action?.type).toBe(type);
  });
});
