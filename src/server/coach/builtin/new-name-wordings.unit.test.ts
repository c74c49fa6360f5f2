import { describe, expect, it } from 'vitest';
import { renameInOtherWords } from './new-name-wordings';
import { proposed } from './test/coach-test-helpers';

// A habit's new name said without "rename X to Y": preferred in a remark, needed, or called so from a time on.
describe('new-name-wordings', () => {
  it.each([
    ['i wanna rename the meditate habit, Breathwork sounds nicer', 'h-meditate', 'Breathwork'],
    ['stretch deserves a better name - Mobility', 'h-stretch', 'Mobility'],
    ['meditate could use a fresh name, Stillness', 'h-meditate', 'Stillness'],
    ['from now on Read is called "Books"', 'h-read', 'Books'],
    ['going forward water is called H2O', 'h-water', 'H2O'],
  ])('"%s" renames the habit', (message, habit, name) => {
    expect(proposed(message)).toMatchObject({ type: 'update_habit', habit_id: habit, name });
  });

  it('"X is called Y" with no time from which on says what a row is called, not a change', () => {
    expect(renameInOtherWords('my reading habit is called read')).toBeNull();
  });
});
