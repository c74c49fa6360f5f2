import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// A goal's name quoted after "called" is its whole title: the remark said after the quotes is dropped.
describe('find-quoted-name: a quoted goal title', () => {
  it.each([
    ["new goal called 'climb ben nevis', at long last", 'Climb ben nevis'],
    ['make a goal named "Learn to juggle" - been meaning to', 'Learn to juggle'],
    ["a goal called 'write a short story', no rush", 'Write a short story'],
  ])('"%s" is titled %s', (message, title) => {
    expect(proposed(message)).toMatchObject({ type: 'create_goal', title });
  });
});
