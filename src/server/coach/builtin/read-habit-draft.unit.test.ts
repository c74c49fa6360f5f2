import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { normalizeMessage } from './normalize-message';
import { findGivenName, readHabitDraft } from './read-habit-draft';
import { proposed } from './test/coach-test-helpers';

function draft(message: string) {
  return readHabitDraft(normalizeMessage(message), message);
}

describe('readHabitDraft', () => {
  it.each([
    ['create a habit to read 20 pages every day', 'Read', 20, 'pages'],
    ['track water, 8 glasses a day', 'Water', 8, 'glasses'],
    ['I want to meditate daily', 'Meditate', null, null],
    ['drink 2 liters of water a day', 'Drink water', 2, 'liters'],
    ['do twenty pushups every day', 'Do push-ups', 20, 'push-ups'],
    ['meditate for 10 mins each morning', 'Meditate', 10, 'minutes'],
    ['add a habit called "Morning pages"', 'Morning pages', null, null],
    ["let's track how many cups of coffee I drink", 'Coffee', null, 'cups'],
    // Issue 36: "do" only says the activity is done; a chore keeps its whole phrase.
    ['create a habit to do yoga', 'Yoga', null, null],
    ['i want to do some stretching every day', 'Stretching', null, null],
    ['add a habit to do the dishes', 'Do the dishes', null, null],
  ])('"%s" is %s, %s %s', (message, name, target, unit) =>
    expect(draft(message)).toMatchObject({ name, target, unit }),
  );

  it('finds no habit in a request with no activity', () => expect(draft('create a habit')).toBeNull());
});

describe('the kind of thing an activity becomes is no part of its name (development batches 10 and 13)', () => {
  // Paraphrases of "set up flossing as a daily thing", "make walking a daily habit", "flossing should be a
  // habit too", in other words.
  it.each([
    ["let's make cold showers a morning ritual", 'Cold showers'],
    ['yoga twice a week should become my new routine', 'Yoga'],
    ['could you add journaling as a nightly habit', 'Journaling'],
    ['turn stretching into a regular thing, 10 minutes', 'Stretching'],
  ])('"%s" is %s', (message, name) => expect(draft(message)).toMatchObject({ name }));

  it('"make my bed a daily habit" keeps the chore whole', () =>
    expect(draft('i want to make my bed a daily habit')).toMatchObject({ name: 'Make my bed' }));
});

describe('a clause with a doer of its own says when, never what (development batches 10 and 12)', () => {
  // Paraphrases of "stretch every morning when i wake up" and "read 10 pages every night b4 bed", in other words.
  it.each([
    ['new habit: floss right after i brush', 'Floss', null],
    ['meditate every day as soon as i get home', 'Meditate', null],
    ["a habit to stretch whenever i'm at my desk", 'Stretch', null],
    ['read 15 pages every night b4 bed', 'Read', 15],
  ])('"%s" is %s', (message, name, target) => expect(draft(message)).toMatchObject({ name, target }));

  it('a cue with no doer and no amount stays the habit ("journaling before bed")', () =>
    expect(draft('i want to start journaling before bed')).toMatchObject({ name: 'Journaling before bed' }));
});

describe('findGivenName (development set 5)', () => {
  it.each([
    ['make a habit called piano please', 'piano'],
    ['journaling at night... call it gratitude', 'gratitude'],
    ['a new one, name it Evening walk', 'Evening walk'],
    ['a habit called "Deep work"', 'Deep work'],
  ])('"%s" names "%s"', (message, name) => expect(findGivenName(message)).toBe(name));

  it('a message that names nothing gives none', () =>
    expect(findGivenName('read 20 pages every day')).toBeNull());
});

describe('a clock time in a new habit', () => {
  it('stays in the name as written, and its colon is no label', () => {
    expect(readHabitDraft('habit to go to bed by 10:30', 'habit to go to bed by 10:30')).toMatchObject({
      name: 'Go to bed by 10:30',
    });
    expect(proposed('new habit: lights out by 11:15', fixtures.new_user)).toMatchObject({
      name: 'Lights out by 11:15',
    });
  });
});
