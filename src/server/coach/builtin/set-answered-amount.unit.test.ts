import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

const logged = (habit: string, date: string, value: number) => ({
  type: 'log_habit',
  args: { habit_id: habit, date, value_number: value },
});

/**
 * After the coach answered a habit's amount on a day, "put it up to N" sets that day's amount, never the
 * habit's daily target (set-answered-amount.ts).
 */
describe('the amount just answered, set', () => {
  it.each([
    ['how much water did i have yesterday', 'ok bump it to 9', logged('Drink water', '2026-11-27', 9)],
    ['reading on thursday?', 'put it down to 15 for that day', logged('Read', '2026-11-26', 15)],
    [
      'how many glasses did i log on tuesday',
      'change that to 7 then',
      logged('Drink water', '2026-11-24', 7),
    ],
  ])('"%s" then "%s"', (question, setting, expected) => {
    expect(converse([question, setting], { action: expected })).toEqual([]);
  });
});
