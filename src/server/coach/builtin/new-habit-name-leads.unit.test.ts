import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { habitNameOf, proposed } from './test/coach-test-helpers';

/** "get running": "get" before an activity in -ing starts it; the habit is the activity (read-habit-draft.ts). */
describe('"get" + an activity names the activity', () => {
  it.each([
    ["i'd like to get cycling twice a week", 'Cycling'],
    ['want to get swimming on saturdays', 'Swimming'],
    ['i need to get stretching every morning', 'Stretching'],
  ])('"%s" is a habit called %s', (message, name) => {
    expect(habitNameOf(message)).toBe(name);
  });
});

/** "each and every day" says every day (normalize-message.ts): no "each" is left in the name. */
describe('"each and every" is "every"', () => {
  it.each([
    ['i want to meditate each and every day', 'Meditate'],
    ['journal each and every night please, make it a habit', 'Journal'],
    ['add a habit to walk each and every morning', 'Walk'],
  ])('"%s" is a habit called %s', (message, name) => {
    expect(habitNameOf(message)).toBe(name);
  });
});

/** A new habit has no day: a day closing the message is not lent to its clause (read-several-requests.ts). */
describe('a closing day is not part of a new habit', () => {
  it.each([
    ['add a stretch habit and set my focus to the move for today', 'Stretch'],
    ['make a habit to walk 20 minutes a day, and my focus for tomorrow is taxes', 'Walk'],
    ['new habit for flossing, plus focus on packing today', 'Flossing'],
  ])('"%s" creates %s', (message, name) => {
    expect(proposed(message, fixtures.new_user)).toMatchObject({
      type: 'batch',
      actions: expect.arrayContaining([expect.objectContaining({ type: 'create_habit', name })]),
    });
  });
});
