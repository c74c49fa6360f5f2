import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { proposed } from './test/coach-test-helpers';

/**
 * Batch 14's requests (written as frozen batch 14): the mechanisms its misses showed, each tested in other
 * words than the set's, on the fixture account with habits, goals and skills (today Thursday 2026-03-12).
 */

describe('a hedged wish that asks for nothing outright is thinking aloud, not a request', () => {
  it.each([
    ['perhaps i ought to stretch more, who knows'],
    ['someday i might pick up the ukulele'],
    ['might go swimming tomorrow, we will see'],
    ['one day i want to try pottery'],
    ['i should probably cook more at some point'],
  ])('"%s" proposes nothing', (message) => {
    expect(proposed(message)).toBeNull();
    expect(proposed(message, fixtures.new_user)).toBeNull();
  });

  it.each([
    ['maybe add a habit for flossing', 'Flossing'],
    ['perhaps i will paint every weekend', 'Paint'],
    ['i want to learn the violin', 'Learn the violin'],
  ])('"%s" still asks for a habit (outright, or with a when)', (message, name) => {
    expect(proposed(message)).toMatchObject({ type: 'create_habit', name });
  });
});

describe("a habit's name stops where the user's remark on it begins", () => {
  it.each([
    ['add a habit to do yoga 10 minutes a day, my back is killing me', 'Yoga'],
    ['new habit: sketch every evening, it clears my head', 'Sketch'],
    ['new habit: swim 3 times a week - so i stay fit', 'Swim'],
    ['i want to walk 8000 steps a day, because my doctor said so', 'Walk'],
    ['my knees ache. a daily yoga habit please', 'Yoga'],
    ['i would like to add flossing too, every day. dentist nagged me', 'Flossing'],
  ])('"%s" is %s', (message, name) => {
    expect(proposed(message)).toMatchObject({ type: 'create_habit', name });
  });
});
