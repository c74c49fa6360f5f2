import { describe, expect, it } from 'vitest';
import { converse, log } from './test/coach-test-helpers';

/** A request after small talk or an answer (standard account, today Saturday 2026-11-28). */
describe('a request after the chat', () => {
  it.each([
    ['lovely weather here today', 'anyhow, can you put down 12 pages of reading for wednesday'],
    ['how much water did i drink yesterday?', 'nice. stretch done today'],
    ['good morning coach!', 'right, moving on - floss done today'],
  ])('"%s" then "%s" proposes the log', (first, request) => {
    const action = /reading/.test(request)
      ? log('Read', '2026-11-25', 12)
      : log(/stretch/.test(request) ? 'Stretch' : 'Floss', '2026-11-28', true);
    const { type, ...args } = action;
    expect(converse([first, request], { action: { type, args } })).toEqual([]);
  });

  it.each([
    ['hiya, 10 hour drive behind me', 'water today was 9 glasses, log that'],
    ['evening! just finished a 12 hour shift', 'log 9 glasses of water for today'],
    ['ugh rough night, baby up at 3am', 'drank 9 glasses of water today'],
  ])('"%s" leaves nothing open: "%s" is read alone', (first, request) => {
    const expected = {
      type: 'log_habit',
      args: { habit_id: 'Drink water', date: '2026-11-28', value_number: 9 },
    };
    expect(converse([first, request], { action: expected })).toEqual([]);
  });
});
