import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

/**
 * Batch 14's requests (written as frozen batch 14): the mechanisms its misses showed, each tested in other
 * words than the set's, on the fixture account with habits, goals and skills (today Thursday 2026-03-12).
 */

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
