import { describe, expect, it } from 'vitest';
import { givenName } from './read-given-name';
import { answer, converse, proposed } from './test/coach-test-helpers';

/**
 * A name given as "call it …", "… as the name" or "its name is …" is the bare name (givenName, the harness's
 * turns).
 */

describe('a name said with "as the name" or "call it" is the bare name', () => {
  it.each([
    ['Cold showers as the name', 'Cold showers'],
    ['journaling, thats the name', 'journaling'],
    ['the name is "morning pages"', 'morning pages'],
    ['lets call it Tapping', 'Tapping'],
    ['call it a day', null],
    ['swimming', null],
  ])('"%s" → %s', (said, name) => {
    expect(givenName(said)).toBe(name);
  });

  it.each([
    ['start tracking something new for me', 'pilates, that is the name', 'create_habit', { name: 'Pilates' }],
    ['i want a new habit', 'the name is cold showers', 'create_habit', { name: 'Cold showers' }],
    [
      'new subskill for spanish',
      'call it listening',
      'create_user_subskill',
      { parent_skill_id: 'Spanish', name: 'Listening' },
    ],
  ])('"%s" → "%s"', (first, second, type, args) => {
    expect(converse([first, second], { action: { type, args } })).toEqual([]);
  });
});

describe('a name given as what the name is', () => {
  it('takes the words after "its name is" as the habit name', () => {
    expect(proposed('my sister got me into it, add a habit, its name is Evening walk')).toMatchObject({
      type: 'create_habit',
      name: 'Evening walk',
    });
    expect(proposed('new habit please — the name should be Deep work')).toMatchObject({ name: 'Deep work' });
  });

  it('leaves a question about names a question', () => {
    expect(answer("what's the name of my reading habit").action).toBeNull();
  });
});
