import { describe, expect, it } from 'vitest';
import { withoutHabitKind } from './habit-kind-said';
import { converse, habitNameOf } from './test/coach-test-helpers';

/** A new habit's name answered with the kind of habit it is (standard account, today Saturday 2026-11-28). */
describe('the kind of habit said after its name', () => {
  it.each([
    ['set me up a habit please', 'harmonica, y/n daily', 'Harmonica'],
    ['i need a new habit', 'cold shower, just a tick box', 'Cold shower'],
    ['make me one more habit', 'sudoku - done or not done', 'Sudoku'],
  ])('"%s" then "%s" creates %s', (first, reply, name) => {
    const expected = { type: 'create_habit', args: { name } };
    expect(converse([first, reply], { action: expected })).toEqual([]);
  });

  it.each(['was floss done on thursday yes or no', 'monday, did stretch get done or not'])(
    '"%s" keeps its words: it asks',
    (message) => {
      expect(withoutHabitKind(message)).toBe(message);
    },
  );

  it.each([
    ['make it a number one, 2 pages a day', 2, 'pages'],
    ['as a number thing with 5 reps', 5, 'reps'],
    ['hmm make it a number type - 3 sketches a day', 3, 'sketches'],
  ])('"%s" on a pending new habit sets its amount, not 1', (reply, target, unit) => {
    const expected = { type: 'create_habit', args: { name: 'Doodling', target, unit } };
    expect(converse(['new habit: doodling', reply], { action: expected })).toEqual([]);
  });

  it.each([
    ['create habit Pushups, daily tick box', 'Pushups'],
    ['new habit Gratitude - daily yes or no', 'Gratitude'],
    ['add a habit Cold shower, every day checkbox', 'Cold shower'],
  ])('"%s" in one message, how often before the kind, creates %s', (message, name) => {
    expect(habitNameOf(message)).toBe(name);
  });
});
