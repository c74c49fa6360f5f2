import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { standardAccount } from './eval/coach-standard-fixture';
import { answerActive as answer, proposed } from './test/coach-test-helpers';

/**
 * A new habit's name: the words that name it, without the words around them (verbs of wanting, remarks after
 * a comma or a dash, closing words, purpose clauses, a list's label) (answerMessage).
 */

describe('words around a new habit that are no part of its name', () => {
  it.each([
    ['add yoga to my habits please', 'Yoga'],
    ['add gratitude journaling to my habits', 'Gratitude journaling'],
    ['i should walk more, add it as a habit', 'Walk'],
  ])('"%s" is the habit %s', (message, name) => {
    expect(proposed(message)).toMatchObject({ type: 'create_habit', name });
  });
});

describe('"set me up with" asks for the habit that follows', () => {
  it('"can you set me up with a juggling habit" is Juggling', () => {
    expect(proposed('can you set me up with a juggling habit')).toMatchObject({
      type: 'create_habit',
      name: 'Juggling',
    });
  });
});

describe('a new habit named by the words that name it, not the words around them', () => {
  it.each([
    ['make me a journaling habit', 'Journaling'],
    ['i want my naps tracked, 20 minutes is the aim', 'Naps'],
    ['new habit: yoga, 20 minutes, weekends only', 'Yoga'],
    ['add a habit for painting 🎨', 'Painting'],
  ])('"%s" is the habit %s', (message, name) => {
    expect(answer(message).action).toMatchObject({ type: 'create_habit', name });
  });
});

describe('a closing "add it as a habit" names the kind, not the habit', () => {
  it.each([
    ['do 20 push-ups every morning, add it as a habit', 'create_habit'],
    ['walk 300 km before summer - make this a goal', 'create_goal'],
  ])('"%s"', (message, type) => {
    const action = answerMessage(message, standardAccount, false).action;
    expect(action?.type).toBe(type);
    expect(String(action?.name ?? action?.title)).not.toMatch(/\b(?:add|make)\b/);
  });

  it('"…, can you make that a habit" keeps what "that" points to', () => {
    const action = answerMessage(
      'i keep skipping my vitamins, can you make that a habit',
      standardAccount,
      false,
    );
    expect(String(action.action?.name)).not.toMatch(/^i keep/i);
  });
});

describe("a dash after a new habit's given name ends it", () => {
  it.each([
    ['add a habit named Cold showers - starting monday', 'Cold showers'],
    ['start a habit called Journaling – best thing ever', 'Journaling'],
  ])('"%s" is called %s', (message, name) => {
    expect(answerMessage(message, standardAccount, false).action).toMatchObject({
      type: 'create_habit',
      name,
    });
  });
});

describe('a new name ends where a remark about it starts', () => {
  it.each([
    ['rename stretch to Mobility since that is what it is', { habit_id: 'h-stretch', name: 'Mobility' }],
    [
      'rename Finish thesis to Submit thesis because the draft is done',
      { goal_id: 'g-thesis', name: 'Submit thesis' },
    ],
    [
      'call the Read 20 books goal Read 25 books, feeling ambitious',
      { goal_id: 'g-books', name: 'Read 25 books' },
    ],
    [
      'new subskill under guitar: barre chords (they hurt)',
      { parent_skill_id: 's-guitar', name: 'Barre chords' },
    ],
  ])('"%s"', (message, fields) => {
    expect(proposed(message)).toMatchObject(fields);
  });

  it('a second change after the new name is still read', () => {
    expect(proposed('rename Drink water to Hydrate and make the target 10 glasses')).toMatchObject({
      habit_id: 'h-water',
      name: 'Hydrate',
      target: 10,
    });
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

describe("a new habit's name stops before a remark after a comma", () => {
  it.each([
    ['stretch 3 days a week, nothing crazy', 'Stretch'],
    ['skip rope on mondays and fridays, fresh habit', 'Skip rope'],
    ['new habit, sketching', 'Sketching'],
  ])('"%s" is %s', (message, name) => {
    expect(proposed(message, fixtures.new_user)).toMatchObject({ type: 'create_habit', name });
  });

  it('an amount after the comma is still the target', () => {
    expect(proposed('track push ups, 30 a day', fixtures.new_user)).toMatchObject({
      type: 'create_habit',
      target: 30,
    });
  });
});

describe('a list labelled "new habits pls:" makes each item', () => {
  it('"new habits plz: journal, skip rope" is two habits named by their items', () => {
    expect(proposed('new habits plz: sketch, skip rope', fixtures.new_user)).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_habit', name: 'Sketch' },
        { type: 'create_habit', name: 'Skip rope' },
      ],
    });
  });
});

describe('a new name stops before a word that only closes the request', () => {
  it.each([
    ['can the run habit be called Jog instead, it sounds gentler', 'h-run', 'Jog'],
    ['rename journal to Diary please — feels more personal', 'h-journal', 'Diary'],
  ])('"%s" renames to %s', (message, habit, name) => {
    expect(proposed(message)).toMatchObject({ type: 'update_habit', habit_id: habit, name });
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
