import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

const habitsOf = (message: string) => {
  const action = proposed(message);
  return action?.type === 'batch' && Array.isArray(action.actions)
    ? action.actions.map((step) => (step as { habit_id?: string }).habit_id)
    : [];
};

// "ran then stretched": "then" joins two reports as "and" does, and the batch keeps the order they were said in.
describe('reports joined by "then" are logged in the order said', () => {
  it('keeps the order of two reports', () => {
    expect(habitsOf('meditated then read 20 pages, log both')).toEqual(['h-meditate', 'h-read']);
    expect(habitsOf('yesterday i journaled then meditated, log them')).toEqual(['h-journal', 'h-meditate']);
    expect(habitsOf('this morning i stretched then ran 5k, mark both')).toEqual(['h-stretch', 'h-run']);
  });
});
