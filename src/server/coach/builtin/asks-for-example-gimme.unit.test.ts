import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

/**
 * "gimme an example", "lemme see one": an example asked for in casual words after something was explained is
 * shown, never done (classify-message-kind.ts, asksForExample): "gimme one for my reading" logs nothing.
 */
describe('an example asked for in casual words', () => {
  it.each([
    ['what is an if-then plan', 'gimme one for my reading'],
    ['explain habit stacking', 'lemme see an example with journal'],
    ['whats a smart goal', 'gimme an example for running'],
  ])('"%s" then "%s" is answered with no action', (explained, asked) => {
    expect(converse([explained, asked], { answer: true })).toEqual([]);
  });
});
