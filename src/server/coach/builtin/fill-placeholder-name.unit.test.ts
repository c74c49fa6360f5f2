import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

/** A proposal whose name or focus only repeats the asking words, then the bare name (standard account). */
describe('a placeholder name filled by the next reply', () => {
  it.each([
    ['add one more subskill under guitar', 'Tapping', 'Guitar'],
    ['can u add another skill under my spanish skill', 'Subjunctive', 'Spanish'],
    ['add one more subskill under guitar', 'sweep picking', 'Guitar'],
  ])('"%s" then "%s" names the subskill', (first, name, parent) => {
    const expected = { type: 'create_user_subskill', args: { parent_skill_id: parent, name } };
    expect(converse([first, name], { action: expected })).toEqual([]);
  });

  it.each(['ring the dentist', 'finish the slides', 'book flights'])(
    'a focus of asking words then "%s" sets that focus',
    (focus) => {
      const expected = { type: 'set_focus', args: { focus, date: '2026-11-28' } };
      expect(
        converse(['going to pick a main thing, set it as my focus', focus], { action: expected }),
      ).toEqual([]);
    },
  );

  it.each(['nah', 'hmm not sure', 'not sure yet'])('"%s" is no name', (reply) => {
    expect(converse(['add one more subskill under guitar', reply], { cancelled: true })).toEqual([]);
  });
});

/** A habit proposed with the words that asked for it as its name, then the habit the user meant. */
describe('a placeholder habit re-read from the reply', () => {
  it.each([
    ['could you make a brand new habit for me', 'harp, yes or no', { name: 'Harp' }],
    ['add one more habit to my list', 'push ups, 20 a day', { name: 'Push ups', target: 20 }],
    ['there is a new habit i would like on my tracker', 'juggling', { name: 'Juggling' }],
  ])('"%s" then "%s"', (first, reply, args) => {
    expect(converse([first, reply], { action: { type: 'create_habit', args } })).toEqual([]);
  });

  it('a focus asked for with its line then the bare focus', () => {
    const expected = { type: 'set_focus', args: { focus: 'renew my passport', date: '2026-11-28' } };
    expect(
      converse(['please fill in my focus line for today', 'renew my passport'], { action: expected }),
    ).toEqual([]);
  });
});

describe('the words that offer a choice are no part of the name or focus', () => {
  it.each([
    [
      'add another subskill under my guitar skill',
      'hmm go with tapping',
      'create_user_subskill',
      'name',
      'Tapping',
    ],
    [
      'i want todays focus line filled in',
      "ok i'll go with: clean the garage",
      'set_focus',
      'focus',
      'Clean the garage',
    ],
    [
      'could you set my focus for today',
      'the focus is - call the bank',
      'set_focus',
      'focus',
      'Call the bank',
    ],
  ])('"%s" → "%s"', (first, second, type, field, value) => {
    expect(converse([first, second], { action: { type, args: { [field]: value } } })).toEqual([]);
  });
});
