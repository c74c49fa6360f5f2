import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { standardAccount } from './eval/coach-standard-fixture';
import { answer, converse, log } from './test/coach-test-helpers';

/**
 * Verbs of recording ("jot down", "put in", "check it off", "log it") ask for the log of what was said, and
 * a command pointing back is no clause of its own (answerMessage, the harness's turns).
 */

describe('a command pointing back ("log it") is no clause of its own', () => {
  it.each([
    ['water for today: 11 glasses, log it', { habit_id: 'h-water', value_number: 11 }],
    ['pages today: 25, save it please', { habit_id: 'h-read', value_number: 25 }],
  ])('"%s" logs the amount said, not that amount added to the day', (message, fields) => {
    expect(answer(message).action).toMatchObject({ type: 'log_habit', ...fields });
  });
});

describe('"can you check it off" after a report asks for the log', () => {
  it.each([
    ['ran on monday - could you tick that off for me?', 'h-run', '2026-11-23'],
    ['meditated yesterday, can u mark it off', 'h-meditate', '2026-11-27'],
  ])('"%s" logs it', (message, habit, date) => {
    expect(answerMessage(message, standardAccount, false).action).toMatchObject(log(habit, date, true));
  });
});

describe('"jot down", "put in", "note down" record as "log" does', () => {
  it.each([
    ['jot down some journal for me', /How much \*\*Journal\*\*|Journal/],
    ['stick some water in for today', /How much \*\*Drink water\*\*/],
    ['pop a bit of reading in please', /How much \*\*Read\*\*/],
  ])('"%s" asks how much of that habit', (message, reply) => {
    const said = answer(message);
    expect(said.action?.type ?? 'none').not.toBe('create_habit');
    expect(said.reply).toMatch(reply);
  });

  it.each([
    ['write down some spanish practice for me', 'forty minutes', 's-spanish'],
    ['put some guitar in for me', 'scales, half an hour', 's-guitar'],
  ])('"%s" → "%s" logs the practice', (first, second, skill) => {
    const expected = { type: 'create_skill_entry', args: { parent_skill_id: skill } };
    expect(converse([first, second], { action: expected })).toEqual([]);
  });
});

describe('"log it" after an amount in a habit\'s unit logs that amount, not the row talked of before', () => {
  it("a number in pages after a question on pages is the day's count", () => {
    const turns = ['how many pages did i manage on tuesday', 'fine, 18 pages for today, save it'];
    const expected = { type: 'log_habit', args: { habit_id: 'Read', date: '2026-11-28', value_number: 18 } };
    expect(converse(turns, { action: expected })).toEqual([]);
  });
});
