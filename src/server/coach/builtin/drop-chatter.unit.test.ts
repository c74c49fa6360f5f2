import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterLeadingRemark, withoutChatter } from './drop-chatter';
import { fixtures } from './eval/coach-fixtures';
import { proposed } from './test/coach-test-helpers';

const context = fixtures.active_user;

describe('a remark before a request, without a sentence break', () => {
  // Paraphrases of "conjugations are killing me — new spanish subskill named Grammar".
  it.each([
    [
      'pronouncing things is my weak spot — new spanish subskill named Pronunciation',
      's-spanish',
      'Pronunciation',
    ],
    ['listening is so hard; add a spanish subskill called Listening', 's-spanish', 'Listening'],
    ['my listening is rubbish, so a new spanish subskill named Podcasts please', 's-spanish', 'Podcasts'],
  ])('"%s" adds to %s the subskill %s', (message, skillId, name) =>
    expect(proposed(message)).toMatchObject({ type: 'create_user_subskill', parent_skill_id: skillId, name }),
  );

  it('a first clause that names a row or an amount is no remark', () => {
    expect(afterLeadingRemark('guitar was fun — log 20 minutes', context)).toBeNull();
    expect(afterLeadingRemark('did 5 km — log it', context)).toBeNull();
  });

  it('a question after a remark proposes nothing', () => {
    expect(proposed('work is mad — should i pause stretching?')).toBeNull();
  });
});

describe('withoutChatter', () => {
  it('never leaves nothing, and never drops a sentence with an amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 30 }), { minLength: 1, maxLength: 4 }),
        fc.nat(99),
        (sentences, n) => {
          const text = [...sentences, `ran ${n} km`].join('. ');
          const kept = withoutChatter(text, fixtures.active_user);
          expect(kept.trim()).not.toBe('');
          expect(kept).toContain(`ran ${n} km`);
        },
      ),
    );
  });
});
