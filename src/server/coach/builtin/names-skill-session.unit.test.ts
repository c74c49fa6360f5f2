import { describe, expect, it } from 'vitest';
import { answer } from './test/coach-test-helpers';

// A session noun right after a skill's name is practice on that skill: the coach asks how long, never adds a part.
describe('names-skill-session', () => {
  it.each([
    'put in the guitar session from this afternoon',
    'gotta add a spanish lesson i had',
    'need to record my guitar practice from before lunch',
  ])('"%s" asks how long the practice was', (message) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).toMatch(/How long did you practice/);
  });

  it('still adds a part when the message says subskill', () => {
    expect(answer('add a subskill called lessons to guitar').action).toMatchObject({
      type: 'create_user_subskill',
      name: 'Lessons',
    });
  });
});
