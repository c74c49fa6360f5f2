import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

/**
 * Round 15's request mechanisms (batch 16's misses), in paraphrases of our own: a negation said of the app
 * or of the telling is no "not done"; a subskill's name without the verbs around it; a name given as "its
 * name is …"; a city's initials with "time" as its zone.
 */

describe('a negation about the app or the telling is no "not done"', () => {
  it('logs done when the app missed the record', () => {
    expect(proposed('tuesday i really did journal, the app just didnt save it')).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-journal',
      value_boolean: true,
    });
    expect(proposed('meditated this morning but my phone never synced it')).toMatchObject({
      habit_id: 'h-meditate',
      value_boolean: true,
    });
  });

  it('logs done when only the telling was forgotten', () => {
    expect(proposed('i meditated on the 4th as well, forgot to mention it')).toMatchObject({
      habit_id: 'h-meditate',
      date: '2026-03-04',
      value_boolean: true,
    });
  });

  it('still logs not done when the user says so', () => {
    expect(proposed("didn't journal yesterday")).toMatchObject({
      habit_id: 'h-journal',
      value_boolean: false,
    });
    expect(proposed('forgot to meditate on monday')).toMatchObject({
      habit_id: 'h-meditate',
      value_boolean: false,
    });
  });
});

describe("a subskill's name without the words that ask for it", () => {
  it('drops the verbs of wanting and tracking', () => {
    expect(proposed('guitar: i want strumming logged on its own as a subskill')).toMatchObject({
      type: 'create_user_subskill',
      parent_skill_id: 's-guitar',
      name: 'Strumming',
    });
    expect(proposed('strumming deserves its own subskill in guitar')).toMatchObject({ name: 'Strumming' });
    expect(proposed('give guitar a theory subskill')).toMatchObject({
      parent_skill_id: 's-guitar',
      name: 'Theory',
    });
  });

  it('reads only the sentence that asks, not the reason before it', () => {
    expect(proposed('audiobooks help a lot. give spanish a Speaking subskill')).toMatchObject({
      parent_skill_id: 's-spanish',
      name: 'Speaking',
    });
  });
});

describe('a purpose clause after a new habit is no part of its name', () => {
  it('drops "to start", "for now" and "to get there"', () => {
    expect(proposed('yoga three times a week to begin with, be gentle')).toMatchObject({
      type: 'create_habit',
      name: 'Yoga',
    });
    expect(proposed('new habit: cold showers for now')).toMatchObject({ name: 'Cold showers' });
  });

  it('drops "set me up to" before the habit', () => {
    expect(proposed('set me up to swim on saturdays and sundays')).toMatchObject({
      type: 'create_habit',
      name: 'Swim',
    });
  });

  it('keeps a name whose "to" is its own', () => {
    expect(proposed('new habit: cycle to work')).toMatchObject({ name: 'Cycle to work' });
  });
});
