import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

/**
 * A day's total said with its number is a report of that total: "… in total", "the total for … is 25"
 * (asks-for-figures.ts, `statesTotal`), and "N more …, so it should be M" logs M, the increment only explaining
 * it (normalize-message.ts).
 */
describe('a total said with its number', () => {
  it.each([
    ['i drank 9 glasses of water today in total', 'h-water', 9],
    ['the total for running today is 6 km, please fix it', 'h-run', 6],
    ['page tally for reading today is 40, sort it out', 'h-read', 40],
  ])('"%s" logs the total', (message, habit, value) => {
    expect(proposed(message)).toMatchObject({ type: 'log_habit', habit_id: habit, value_number: value });
  });
});

describe('an increment that says what the day should show', () => {
  it.each([
    ['drank 2 more glasses after lunch, so today should be 8', 'h-water', 8],
    ['read another 15 pages on the bus so it should say 35', 'h-read', 35],
    ['ran 3 more km in the evening, so that should read 8', 'h-run', 8],
  ])('"%s" logs the amount it should show', (message, habit, value) => {
    expect(proposed(message)).toMatchObject({ type: 'log_habit', habit_id: habit, value_number: value });
  });
});
