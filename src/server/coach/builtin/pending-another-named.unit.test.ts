import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

describe('"and another one, <name>" on a pending new habit', () => {
  it.each([
    ['add a habit called Swimming', 'and another one, Skipping'],
    ['create a Swimming habit', 'also one more: Skipping'],
    ['set up a habit named Swimming', 'and another called Skipping'],
  ])('"%s" then "%s" adds a second new habit', (first, reply) => {
    const batch = {
      type: 'batch',
      args: {
        actions: [
          { type: 'create_habit', name: 'Swimming' },
          { type: 'create_habit', name: 'Skipping' },
        ],
      },
    };
    expect(converse([first, reply], { action: batch })).toEqual([]);
  });
});
