import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// "new name" before a colon or a spaced dash labels the name that follows, whatever was said before it.
describe('new-name-label', () => {
  it.each([
    ['the stretch habit could use a new name - Mobility', 'h-stretch', 'Mobility'],
    ['new name for the run habit - Morning run', 'h-run', 'Morning run'],
    ['the meditate habit needs a new name: Quiet time', 'h-meditate', 'Quiet time'],
  ])('"%s" renames the habit', (message, habit, name) => {
    expect(proposed(message)).toMatchObject({ type: 'update_habit', habit_id: habit, name });
  });
});
