import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '../../../domain/coach/chat-types';
import { answerInConversation } from './answer-in-conversation';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { evaluateConversations } from './eval/evaluate-coach-answers';
import { converse, habitId, log } from './test/coach-test-helpers';

/**
 * After a question about a row or a day, the next message leans on what it named: "it", "that", "that goal",
 * "there", a question naming no row (answerInConversation, the harness's turns).
 */

const context = fixtures.standard;

describe('a closing "then" and an example asked for', () => {
  it('logs the habit asked about before with "log one for today then"', () => {
    const messages: TChatMessage[] = [
      { role: 'user', content: 'how many times did i floss this week' },
      { role: 'assistant', content: 'Floss: 4 of the last 7 days.' },
      { role: 'user', content: 'ok log one for today then' },
    ];
    const { action } = answerInConversation(messages, context, false);
    expect(action).toMatchObject({ type: 'log_habit', habit_id: habitId('Floss') });
  });

  it('answers "give me one for reading" with no proposal', () => {
    expect(answerMessage('can you give me one for reading', context, false).action).toBeNull();
  });

  it('reads "if my … can i …" as a question', () => {
    expect(answerMessage('if my laptop dies can i still log on my phone', context, false).action).toBeNull();
  });
});

describe('"it" and "that goal" after a question about a row', () => {
  const talk = (...turns: string[]) => {
    const messages: TChatMessage[] = [];
    let last = answerInConversation([{ role: 'user', content: turns[0] ?? '' }], context, false);
    messages.push({ role: 'user', content: turns[0] ?? '' }, { role: 'assistant', content: last.reply });
    for (const turn of turns.slice(1)) {
      messages.push({ role: 'user', content: turn });
      last = answerInConversation(messages, context, false);
      messages.push({ role: 'assistant', content: last.reply });
    }
    return last;
  };

  it('sets the baseline the question asked about', () => {
    expect(talk("what's guitar's baseline", 'make it 12 hours').action).toMatchObject({
      type: 'update_skill_baseline',
      baseline_hours: 12,
    });
  });

  it('links to the goal asked about with "that goal"', () => {
    expect(talk('how is the spanish goal going', 'tie meditate to that goal').action).toMatchObject({
      type: 'link_habit_to_goal',
      habit_id: habitId('Meditate'),
    });
  });

  it('reads the amount after "what should the new target be" as the target', () => {
    expect(talk('what is my daily target for water', 'lower it a little', '7 is fine').action).toMatchObject({
      type: 'update_habit',
      target: 7,
    });
  });
});

describe('"did <day> get …" asks, and "there" after an amount is that day', () => {
  const standard = fixtures.standard;
  it('"did thursday get any glasses" is answered, not logged', () => {
    expect(answerMessage('did thursday get any glasses', standard, false).action).toBeNull();
  });

  it('"12 pages there" after a question about wednesday logs wednesday', () => {
    const question = 'did wednesday have any reading';
    const first = answerInConversation([{ role: 'user', content: question }], standard, false);
    const { action } = answerInConversation(
      [
        { role: 'user', content: question },
        { role: 'assistant', content: first.reply },
        { role: 'user', content: '12 pages there please' },
      ],
      standard,
      false,
    );
    expect(action).toMatchObject({ type: 'log_habit', habit_id: 'h-read', date: '2026-11-25' });
  });
});

describe('after a data question, the next message leans on what it named', () => {
  it.each([
    [
      'how many times did i floss since tuesday',
      'add one for today as well',
      log('Floss', '2026-11-28', true),
    ],
    ['journal count this week?', 'mark one done today too', log('Journal', '2026-11-28', true)],
  ])('"%s" → "%s": the log is for the habit asked about', (first, second, action) => {
    const { type, ...args } = action;
    expect(converse([first, second], { action: { type, args } })).toEqual([]);
  });

  it.each([
    ['what did i drink on thursday', 'stick 9 glasses on it', log('Drink water', '2026-11-26', 9)],
    ['pages read on monday?', 'log 22 pages on it', log('Read', '2026-11-23', 22)],
  ])('"%s" → "%s": a report naming no day is for the day asked about', (first, second, action) => {
    const { type, ...args } = action;
    expect(converse([first, second], { action: { type, args } })).toEqual([]);
  });

  it.each([
    [
      'whats the deadline on my spanish goal',
      'ok now make journal count toward that one',
      'Journal',
      'Learn Spanish',
    ],
    ['how close is the books goal', 'hook floss onto it', 'Floss', 'Read 24 books'],
  ])('"%s" → "%s" links the habit to the goal asked about', (first, second, habit, goal) => {
    const wanted = { action: { type: 'link_habit_to_goal', args: { habit_id: habit, goal_id: goal } } };
    expect(converse([first, second], wanted)).toEqual([]);
  });

  it.each([
    ['how is guitar chords practice going', 'add 15 min of it for today', 'Chords', 'Guitar'],
    ['how much spanish vocab did i do this week', 'log 20 minutes of it', 'Vocabulary', 'Spanish'],
  ])('"%s" → "%s": the part named with its skill is practised', (first, second, part, skill) => {
    const wanted = {
      action: { type: 'create_skill_entry', args: { skill_id: part, parent_skill_id: skill } },
    };
    expect(converse([first, second], wanted)).toEqual([]);
  });

  it.each([
    ['how much water did i have yesterday', 'what about on wednesday?', 'Wednesday 25 November'],
    ['pages read on the 24th?', 'and monday', 'Monday 23 November'],
  ])('"%s" → "%s" is the same question for that day', (first, second, day) => {
    const report = evaluateConversations([{ id: 'again', turns: [first, second], expect: { answer: true } }]);
    expect(report.misses).toEqual([]);
    const { reply } = evaluateConversations([
      { id: 'x', turns: [first, second], expect: { cancelled: true } },
    ]).misses[0] ?? { reply: '' };
    expect(reply).toContain(day);
  });
});

describe('a question that names no row asks about the row last talked about', () => {
  it('"flossed today" → "how many times this week?" gives Floss\'s week', () => {
    expect(converse(['flossed today', 'how many times this week?'], { answer: true })).toEqual([]);
    const turns = converse(['drank 6 glasses of water', 'and how much yesterday?'], { answer: true });
    expect(turns).toEqual([]);
  });

  it('a how-to question keeps its lesson', () => {
    expect(converse(['flossed today', 'why do streaks matter?'], { answer: true })).toEqual([]);
  });
});

describe('"change that" after a question changes what the question asked about', () => {
  it.each([
    ['when does the books goal finish?', 'ok change that to 15 march 2028', { end_date: '2028-03-15' }],
    ['whats the completion date of my spanish goal', 'move that to july 2027', { end_date: '2027-07-31' }],
  ])('"%s" → "%s"', (first, second, args) => {
    expect(converse([first, second], { action: { type: 'update_goal', args } })).toEqual([]);
  });

  it.each([
    ['spanish baseline?', '4 hours would be better, update that', 'Spanish', 4],
    ["what's my guitar baseline", 'twelve hours is closer, change it', 'Guitar', 12],
  ])('"%s" → "%s": the value said first is what "change it" sets', (first, second, skill, hours) => {
    const expected = { type: 'update_skill_baseline', args: { skill_id: skill, baseline_hours: hours } };
    expect(converse([first, second], { action: expected })).toEqual([]);
  });
});

describe('a report left without its row keeps its day for the row said next', () => {
  it.each([
    ['i never logged one of my habits on thursday', 'floss, that one', 'Floss', '2026-11-26'],
    ["didn't get round to logging something yesterday", 'journal i think', 'Journal', '2026-11-27'],
  ])('"%s" → "%s" logs it on that day', (first, second, habit, date) => {
    expect(
      converse([first, second], { action: { type: 'log_habit', args: { habit_id: habit, date } } }),
    ).toEqual([]);
  });

  it('thanks for a past day carries no day onto a log said after it', () => {
    const expected = { type: 'log_habit', args: { habit_id: 'Stretch', date: '2026-11-28' } };
    expect(converse(['cheers for the nudge yesterday', 'log my stretching'], { action: expected })).toEqual(
      [],
    );
  });

  it('a day the message names itself wins over the day of the message before', () => {
    const expected = { type: 'set_focus', args: { focus: 'tidy the garage', date: '2026-11-28' } };
    expect(
      converse(['appreciate the help on friday', "make today's focus tidy the garage"], { action: expected }),
    ).toEqual([]);
  });
});

describe('"that" after a question on a figure is still that figure when an amount is said', () => {
  it('"bump that to 12 glasses" after the water target question sets the target, logs nothing', () => {
    const turns = ["what's my daily water target", 'ok bump that to 12 glasses'];
    const expected = { type: 'update_habit', args: { habit_id: 'Drink water', target: 12 } };
    expect(converse(turns, { action: expected })).toEqual([]);
  });
});

describe('"that" after a question on the hours a skill started with is its baseline', () => {
  it.each([
    ['how many hours did guitar start from', 'bump that to 35 hours', 'Guitar', 35],
    ['what did i start spanish at, hours wise', 'lower it to 2 hours', 'Spanish', 2],
  ])('"%s" → "%s" sets the baseline', (first, second, skill, hours) => {
    const expected = {
      action: { type: 'update_skill_baseline', args: { skill_id: skill, baseline_hours: hours } },
    };
    expect(converse([first, second], expected)).toEqual([]);
  });

  it('a question on when a goal started still lets "move it" change its deadline', () => {
    const turns = ['when did i start the marathon goal', 'move it to june 2027'];
    const expected = {
      action: { type: 'update_goal', args: { goal_id: 'Run a marathon', end_date: '2027-06-30' } },
    };
    expect(converse(turns, expected)).toEqual([]);
  });
});
