import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

/**
 * The coach asked what a new part of a skill should be called: the next reply is its name, whatever words the
 * request used to ask for a part (`onAskedSubskillName` in asked-target-or-length.ts).
 */
describe('the name given after the coach asked for a new part', () => {
  it.each([
    ['guitar needs 1 more subskill beneath it', 'strumming', 'Guitar', 'Strumming'],
    ['my spanish skill needs one more subskill', 'name: listening', 'Spanish', 'Listening'],
    ['my guitar skill needs 1 more subskill too', 'hybrid picking', 'Guitar', 'Hybrid picking'],
  ])('"%s" → "%s"', (first, second, parent_skill_id, name) => {
    const args = { parent_skill_id, name };
    expect(converse([first, second], { action: { type: 'create_user_subskill', args } })).toEqual([]);
  });

  it('answers a question asked instead of a name', () => {
    expect(
      converse(['guitar needs 1 more subskill', 'how many subskills does guitar have?'], { answer: true }),
    ).toEqual([]);
  });
});
