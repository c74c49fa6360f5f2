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
