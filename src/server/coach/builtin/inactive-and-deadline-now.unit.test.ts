import { describe, expect, it } from 'vitest';
import { isPlainQuestion } from './classify-message-kind';
import { proposed } from './test/coach-test-helpers';

/** What is set "inactive" or "deactivated" is archived (normalize-message.ts). */
describe('a habit set inactive is archived', () => {
  it.each([
    ['set meditate to inactive please', 'h-meditate'],
    ['running is on the back burner, mark it as inactive', 'h-run'],
    ['deactivate stretch', 'h-stretch'],
  ])('"%s" archives the habit', (message, habit) => {
    expect(proposed(message)).toMatchObject({ type: 'update_habit', habit_id: habit, active: false });
  });
});

/** "X deadline is now <date>" moves the deadline; asked with "?" it is still a question (normalize-message.ts). */
describe('a deadline said to be another date now', () => {
  it.each([
    ['marathon deadline is now november', 'g-marathon', '2026-11-30'],
    ['my thesis deadline is now july 15', 'g-thesis', '2026-07-15'],
    ['the lose weight deadline is now end of june', 'g-weight', '2026-06-30'],
  ])('"%s" moves it', (message, goal, date) => {
    expect(proposed(message)).toMatchObject({ type: 'update_goal', goal_id: goal, end_date: date });
  });

  it('"is the thesis deadline now september?" asks', () => {
    expect(isPlainQuestion('is the thesis deadline now september?')).toBe(true);
    expect(proposed('is the thesis deadline now september?')).toBeNull();
  });
});
