import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '../../../domain/coach/chat-types';
import { answerInConversation } from './answer-in-conversation';
import { fixtures } from './eval/coach-fixtures';

/** Turns as the chat sends them with no proposal pending: each reply joins the history. */
function converse(...turns: string[]) {
  const messages: TChatMessage[] = [];
  let answer = { reply: '', action: null as unknown };
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    answer = answerInConversation(messages, fixtures.standard, false);
    messages.push({ role: 'assistant', content: answer.reply });
  }
  return answer;
}

describe('answerInConversation: what was said before carries over (issue 36)', () => {
  it('"I practiced guitar" asks how long, and "45 minutes" logs 45 minutes on Guitar as a whole', () => {
    expect(converse('I practiced guitar').reply).toMatch(/How long did you practice \*\*Guitar\*\*/);
    expect(converse('I practiced guitar', '45 minutes').action).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_user_subskill', parent_skill_id: 's-guitar', name: 'General' },
        { type: 'create_skill_entry', skill_id: '$1', parent_skill_id: 's-guitar', seconds: 2700 },
      ],
    });
  });

  it('a part named after "which part?" still goes on that part', () => {
    expect(converse('I played guitar for two hours', 'chords mostly').action).toMatchObject({
      type: 'create_skill_entry',
      skill_id: 'ss-chords',
      seconds: 7200,
    });
    expect(converse('I practiced guitar for 45 minutes', 'the whole thing').action).toMatchObject({
      type: 'batch',
    });
  });

  it.each([
    ['add a subskill to guitar', 'add one called tapping'],
    ['add a subskill to guitar', 'tapping'],
    ['what subskills does guitar have?', 'add one called tapping'],
  ])('"%s" then "%s" proposes subskill Tapping on Guitar', (first, second) => {
    expect(converse(first, second).action).toEqual({
      type: 'create_user_subskill',
      parent_skill_id: 's-guitar',
      name: 'Tapping',
    });
  });

  it('"add a subskill to guitar" asks for the name instead of falling back', () => {
    const answer = converse('add a subskill to guitar');
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(/What should the new subskill of \*\*Guitar\*\* be called/);
  });
});

describe('answerInConversation: the row or day last spoken of (development set 3)', () => {
  it('"link run to it" after a question about a goal links to that goal', () =>
    expect(converse('how is the books goal going?', 'link run to it').action).toMatchObject({
      type: 'link_habit_to_goal',
      habit_id: 'h-run',
      goal_id: 'g-books',
    }));

  it('"log 12 pages for then" is for the day asked about', () =>
    expect(converse('did i read anything on wednesday', 'log 15 pages for then').action).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-read',
      date: '2026-11-25',
    }));

  it('"raise it to 10" after "remind me of the glasses target" is Drink water\'s target', () =>
    expect(converse('remind me of the glasses target', 'raise it to 10').action).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-water',
      target: 10,
    }));

  it('"could you at least …" after small talk is a request', () =>
    expect(converse('rough day', 'could you at least mark floss done').action).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-floss',
    }));
});

describe('answerInConversation: practice, deadlines and joined logs (development set 3)', () => {
  it('"log some spanish practice" asks how long, and "vocabulary, 15 min" logs it on Vocabulary', () => {
    expect(converse('log some spanish practice').action).toBeNull();
    expect(converse('log some spanish practice', 'vocabulary, 15 min').action).toMatchObject({
      type: 'create_skill_entry',
      skill_id: 'ss-vocabulary',
      seconds: 900,
    });
  });

  it('"add 10 more to it" after a question about scales is 10 minutes of Scales', () =>
    expect(converse('how long did i spend on scales this week', 'add 10 more to it').action).toMatchObject({
      type: 'create_skill_entry',
      skill_id: 'ss-scales',
      seconds: 600,
    }));

  it('"when does the marathon goal end" answers the deadline; "move it to the end of 2028" moves it', () => {
    expect(converse('when does the marathon goal end').reply).toContain('30 April 2027');
    expect(converse('when does the marathon goal end', 'move it to the end of 2028').action).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-marathon',
      end_date: '2028-12-31',
    });
  });

  it('"give me until the end of january for the books goal" moves its deadline, it asks for no figures', () =>
    expect(converse('give me until the end of january for the books goal').action).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-books',
      end_date: '2027-01-31',
    }));
});

describe('what was said before, read right (issue 36, development set 4)', () => {
  it('a request after small talk is read on its own', () => {
    expect(converse('long time no chat haha', 'add a new habit: juggling').action).toMatchObject({
      type: 'create_habit',
      name: 'Juggling',
    });
  });

  it('"to that" is the skill last asked about', () => {
    expect(
      converse('how much scales did i do this week', 'add another 20 min to that today').action,
    ).toMatchObject({
      type: 'create_skill_entry',
      skill_id: 'ss-scales',
      seconds: 1200,
    });
  });
});

describe('a focus asked for before it is named (issue 36, development set 4)', () => {
  it('"tomorrows focus please" asks what the focus is, and the answer is the focus', () => {
    expect(converse('tomorrows focus please').reply).toMatch(/^What should your focus for tomorrow be\?/);
    expect(converse('tomorrows focus please', 'prepare the quarterly budget').action).toMatchObject({
      type: 'set_focus',
      focus: 'Prepare the quarterly budget',
      date: '2026-11-29',
    });
  });

  it.each([
    'i keep forgetting my vitamins every morning, any tricks',
    'give me an example of an if-then plan',
  ])('"%s" is a question, answered from the lessons', (message) => {
    const answer = converse(message);
    expect(answer.action).toBeNull();
    expect(answer.reply).toContain('/implementation-intentions');
  });
});

describe('a break, and a subskill named when asked (issue 36, development set 4)', () => {
  it('"need a break from flossing" pauses Floss', () => {
    expect(converse('need a break from flossing').action).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-floss',
    });
  });

  it('"new subskill please" then "call it grammar, for my spanish" names it Grammar', () => {
    expect(converse('new subskill please', 'call it grammar, for my spanish').action).toMatchObject({
      type: 'create_user_subskill',
      parent_skill_id: 's-spanish',
      name: 'Grammar',
    });
  });
});

describe('practice asked for by a log verb, and its part named when asked (development set 5)', () => {
  it.each(['log guitar', 'record a guitar session', 'spanish study to log'])(
    '"%s" asks how long, it makes no habit',
    (message) => {
      const answer = converse(message);
      expect(answer.action).toBeNull();
      expect(answer.reply).toMatch(/How long did you practice/);
    },
  );

  it('"log guitar" → "fingerstyle" asks how long on Fingerstyle; "30ish minutes" logs it', () => {
    expect(converse('log guitar', 'fingerstyle').reply).toMatch(
      /How long did you practice \*\*Fingerstyle\*\*/,
    );
    expect(converse('log guitar', 'fingerstyle', '30ish minutes').action).toMatchObject({
      type: 'create_skill_entry',
      skill_id: 'ss-fingerstyle',
      seconds: 1800,
    });
  });

  it('"I played guitar for two hours" → "chords mostly" still logs the two hours on Chords', () =>
    expect(converse('I played guitar for two hours', 'chords mostly').action).toMatchObject({
      skill_id: 'ss-chords',
      seconds: 7200,
    }));
});

describe('a placeholder named first, the thing said next (development set 5)', () => {
  // The set expects the activity's name (Cycling): "bike rides" names it (read-habit-draft.ts, development set 6).
  it('"want to start tracking something else" → "bike rides" makes Cycling', () => {
    expect(converse('want to start tracking something else').action).toBeNull();
    expect(converse('want to start tracking something else', 'bike rides').action).toMatchObject({
      type: 'create_habit',
      name: 'Cycling',
    });
  });

  it('"todays main thing should be something" → "finish the slides" sets that focus', () =>
    expect(converse('todays main thing should be something', 'finish the slides').action).toMatchObject({
      type: 'set_focus',
      focus: 'Finish the slides',
    }));
});

describe('a bare number answering how long (development set 5)', () => {
  it('"log spanish" → "the vocab one" → "twenty five" logs 25 minutes of Vocabulary', () =>
    expect(converse('log spanish', 'the vocab one', 'twenty five').action).toMatchObject({
      type: 'create_skill_entry',
      skill_id: 'ss-vocabulary',
      seconds: 1500,
    }));

  it('a number after any other reply is not read as minutes of practice', () =>
    expect(converse('how many pages did i read this week?', '25').action).not.toMatchObject({
      type: 'create_skill_entry',
    }));
});
