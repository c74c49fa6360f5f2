import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { requestAfterReason } from './reason-before-request';
import { habitNameOf, proposed } from './test/coach-test-helpers';

describe('a reason said before the request for a habit', () => {
  // Paraphrases of "dentist guilted me, i need a nightly flossing habit".
  it.each([
    ['my physio nagged me, i want a stretching habit', 'Stretching'],
    ['exams are coming so a daily revision habit please', 'Revision'],
    ['my head is all over the place — can you add a journaling habit', 'Journaling'],
  ])('"%s" is a habit named %s', (message, name) => expect(habitNameOf(message)).toBe(name));

  // A sentence said first, ended by "!" or ".", then the request in a sentence of its own.
  it.each([
    ['new month. create a Pottery habit with 1 hour per week', 'Pottery'],
    ['fresh start! add a Walking habit with 8000 steps a day', 'Walking'],
    ['new week! add a Rowing habit with 20 min a day', 'Rowing'],
    ['start of term! make a Revision habit with 1 hour a day', 'Revision'],
  ])('"%s" after a sentence of its own is a habit named %s', (message, name) =>
    expect(habitNameOf(message)).toBe(name),
  );

  it('a clause pointed back to, or holding an amount, is the habit', () => {
    expect(requestAfterReason('i never remember to stretch, make it a habit')).toBeNull();
    expect(requestAfterReason('20 pages every night, i want a habit')).toBeNull();
  });

  it('a question with a reason proposes nothing', () => {
    expect(proposed('my dentist nagged me, should i have a flossing habit?', fixtures.new_user)).toBeNull();
  });
});
