import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '../../../domain/coach/chat-types';
import { answerInConversation } from './answer-in-conversation';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { asLogCase, converse, habitId, log } from './test/coach-test-helpers';

/**
 * The coach asked for what a request lacks (an amount, a day, a part, a length, a focus's text): the next
 * message fills that question (the harness's turns).
 */

const context = fixtures.standard;

describe('amounts said after the coach asked, or after a question', () => {
  const talk = (...turns: string[]) => {
    const messages: TChatMessage[] = [];
    let last = { reply: '', action: null as unknown };
    for (const turn of turns) {
      messages.push({ role: 'user', content: turn });
      last = answerInConversation(messages, context, false);
      messages.push({ role: 'assistant', content: last.reply });
    }
    return last;
  };

  it('logs the total said after an increment', () => {
    expect(answerMessage('add 2 more glasses of water, 10 total', context, false).action).toMatchObject({
      value_number: 10,
    });
  });

  it('reads "enter my figures" as a log', () => {
    expect(answerMessage('time to input my pages', context, false).action).toMatchObject({
      type: 'log_habit',
      habit_id: habitId('Read'),
    });
  });

  it('reads a bare amount after "how long was the focus session?" as its minutes', () => {
    expect(talk('begin focus mode', 'thirty five')).toMatchObject({
      action: { type: 'create_focus_session', minutes: 35 },
    });
  });

  it('logs on the day a question named, for the row it named', () => {
    expect(talk('water on tuesday?', 'put 7 down for that day')).toMatchObject({
      action: { type: 'log_habit', habit_id: habitId('Drink water'), date: '2026-11-24', value_number: 7 },
    });
  });
});

describe('the amount a day aimed at is the daily target', () => {
  it('asks for the new target of the habit counted in that unit', () => {
    const { reply, action } = answerMessage(
      'i need to change how many glasses a day i aim for',
      context,
      false,
    );
    expect(action).toBeNull();
    expect(reply).toMatch(/Drink water.*new daily target/);
  });
});

describe('a focus asked for without its text asks for it, and the next message is the focus', () => {
  it.each([
    ['could you give tomorrow a focus', 'finish the slides', '2026-11-29'],
    ['i need a focus for today pls', 'sort the garage', '2026-11-28'],
  ])('"%s" → "%s"', (first, second, date) => {
    const wanted = { action: { type: 'set_focus', args: { focus: second, date } } };
    expect(converse([first, second], wanted)).toEqual([]);
  });
});

describe('asked for a new habit, an answer with a hedged amount after a comma is one habit', () => {
  it.each([
    ['could you set up a habit for me', 'pilates, about 20 min a day', 'Pilates', 20],
    ['make me a new habit pls', 'cold showers, like 3 min each morning', 'Cold showers', 3],
  ])('"%s" → "%s"', (first, second, name, target) => {
    const wanted = { action: { type: 'create_habit', args: { name, target, unit: 'minutes' } } };
    expect(converse([first, second], wanted)).toEqual([]);
  });
});

describe('the part and the length answering "which part?" or "how long?"', () => {
  it('"did 20 min of guitar yesterday" → "scales, more like 35 minutes actually": the new length', () => {
    const expected = { skill_id: 'Scales', parent_skill_id: 'Guitar', seconds: 2100, date: '2026-11-27' };
    const turns = converse(['did 20 min of guitar yesterday', 'scales, more like 35 minutes actually'], {
      action: { type: 'create_skill_entry', args: expected },
    });
    expect(turns).toEqual([]);
  });

  it('"i\'d like to log some practice" → "guitar, the chords part" → "half an hour yesterday"', () => {
    const expected = { skill_id: 'Chords', parent_skill_id: 'Guitar', seconds: 1800, date: '2026-11-27' };
    const turns = converse(
      ["i'd like to log some practice", 'guitar, the chords part', 'half an hour yesterday'],
      {
        action: { type: 'create_skill_entry', args: expected },
      },
    );
    expect(turns).toEqual([]);
  });
});

describe('the coach asked how much to log: a day, then an amount, fill that question', () => {
  it.each([
    ['add a bit of reading for me', 'it was on thursday', 'twenty five', log('Read', '2026-11-26', 25)],
    [
      'log some water please',
      'that was yesterday',
      '9 glasses in the end',
      log('Drink water', '2026-11-27', 9),
    ],
    ['log some water please', "that one's from thursday", 'eleven', log('Drink water', '2026-11-26', 11)],
  ])('"%s" → "%s" → "%s" logs on the day said', (first, day, amount, expected) => {
    expect(converse([first, day, amount], asLogCase(expected))).toEqual([]);
  });

  it('a day alone asks the amount again, for that day', () => {
    expect(converse(['add a bit of reading for me', 'it was on thursday'], { answer: true })).toEqual([]);
  });

  it('an amount and a day at once log at once', () => {
    const turns = ['log some water please', '12, that was thursday'];
    expect(converse(turns, asLogCase(log('Drink water', '2026-11-26', 12)))).toEqual([]);
  });

  it('a question instead is answered, and nothing is logged', () => {
    expect(converse(['log some water please', 'how much did i drink yesterday?'], { answer: true })).toEqual(
      [],
    );
  });
});
