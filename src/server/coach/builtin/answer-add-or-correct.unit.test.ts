import { describe, expect, it } from 'vitest';
import { answerTurns } from './test/coach-test-helpers';

// Read holds 10 pages today and Drink water 8 glasses (the standard account): a smaller report is asked
// about ("add, or correct the day?"), and the next message chooses, refuses or edits.
describe('the answer to "add them, or correct the day?"', () => {
  it.each([
    [['read 4 pages just now', 'add them'], { habit_id: 'h-read', value_number: 14 }],
    [['only had 3 glasses of water today', 'yep add it on'], { habit_id: 'h-water', value_number: 11 }],
    [['read 6 pages this evening', 'the first one pls'], { habit_id: 'h-read', value_number: 16 }],
  ])('%j adds the report to the day', (turns, log) => {
    const { action, reply } = answerTurns(...turns);
    expect(action).toMatchObject({ type: 'log_habit', date: '2026-11-28', ...log });
    expect(reply).toContain(`${log.value_number}`);
  });

  it.each([
    [['read 4 pages just now', 'correct it'], { habit_id: 'h-read', value_number: 4 }],
    [['only had 3 glasses of water today', 'replace it'], { habit_id: 'h-water', value_number: 3 }],
    [['read 6 pages this evening', 'ok the second one'], { habit_id: 'h-read', value_number: 6 }],
  ])('%j sets the day to the report', (turns, log) => {
    expect(answerTurns(...turns).action).toMatchObject({ type: 'log_habit', date: '2026-11-28', ...log });
  });

  it.each([
    ['read 4 pages just now', 'nah cancel that'],
    ['only had 3 glasses of water today', 'no'],
    ['read 6 pages this evening', 'never mind, leave it'],
    ['read 4 pages just now', 'nvm, skip it'],
    ['only had 3 glasses of water today', 'just ignore that'],
  ])('"%s" then "%s" logs nothing, and says the day is left as it is', (...turns) => {
    const { action, reply } = answerTurns(...turns);
    expect(action).toBeNull();
    expect(reply).toMatch(/left \*\*(Read|Drink water)\*\* as it is/);
  });
});
