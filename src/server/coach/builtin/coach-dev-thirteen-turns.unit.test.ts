import { describe, expect, it } from 'vitest';
import { answer, converse } from './test/coach-test-helpers';

/**
 * Development set 13's conversations (written as frozen set 12): the mechanisms their misses showed, each
 * tested in other words than the set's, so that the rule and not one message passes.
 */

describe('"jot down", "put in", "note down" record as "log" does', () => {
  it.each([
    ['jot down some journal for me', /How much \*\*Journal\*\*|Journal/],
    ['stick some water in for today', /How much \*\*Drink water\*\*/],
    ['pop a bit of reading in please', /How much \*\*Read\*\*/],
  ])('"%s" asks how much of that habit', (message, reply) => {
    const said = answer(message);
    expect(said.action?.type ?? 'none').not.toBe('create_habit');
    expect(said.reply).toMatch(reply);
  });

  it.each([
    ['write down some spanish practice for me', 'forty minutes', 's-spanish'],
    ['put some guitar in for me', 'scales, half an hour', 's-guitar'],
  ])('"%s" → "%s" logs the practice', (first, second, skill) => {
    const expected = { type: 'create_skill_entry', args: { parent_skill_id: skill } };
    expect(converse([first, second], { action: expected })).toEqual([]);
  });
});
