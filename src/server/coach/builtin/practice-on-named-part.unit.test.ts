import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

const entry = (part: string, parent: string, seconds: number) => ({
  type: 'create_skill_entry',
  args: { skill_id: part, parent_skill_id: parent, seconds },
});

/**
 * Practice proposed on a skill as a whole, then one of its parts named: the practice goes on that part
 * (practice-on-named-part.ts).
 */
describe('a part named after practice on the whole skill', () => {
  it.each([
    ['want to record some guitar practice', 'half an hour', 'mostly scales', entry('Scales', 'Guitar', 1800)],
    ['i did some guitar practice', '25 minutes', 'the fingerstyle bit', entry('Fingerstyle', 'Guitar', 1500)],
    [
      'got spanish practice to note down',
      '20 min',
      'it was vocabulary',
      entry('Vocabulary', 'Spanish', 1200),
    ],
  ])('"%s" → "%s" → "%s"', (opening, amount, part, expected) => {
    expect(converse([opening, amount, part], { action: expected })).toEqual([]);
  });
});
