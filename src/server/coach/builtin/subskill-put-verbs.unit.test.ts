import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

const subskill = (skill: string, name: string) => ({
  type: 'create_user_subskill',
  parent_skill_id: skill,
  name,
});

// "stick a grammar subskill under spanish": a casual verb of putting something somewhere is adding it, and the
// word "subskill" said after the new part's name says what kind of thing it is, not what it is called.
describe('a subskill put under a skill with a casual verb', () => {
  it('reads stick, pop and chuck as add', () => {
    expect(proposed('pop a strumming subskill under guitar')).toEqual(subskill('s-guitar', 'Strumming'));
    expect(proposed('chuck a vocabulary subskill under spanish')).toEqual(
      subskill('s-spanish', 'Vocabulary'),
    );
    expect(proposed('stick scales under piano')).toEqual(subskill('s-piano', 'Scales'));
  });

  it('drops the word subskill after the name', () => {
    expect(proposed('add a grammar subskill under my spanish skill')).toEqual(
      subskill('s-spanish', 'Grammar'),
    );
  });
});
