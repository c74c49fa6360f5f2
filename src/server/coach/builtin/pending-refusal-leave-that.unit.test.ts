import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

describe('"leave that one" on a pending proposal', () => {
  it.each([
    ['log 9 glasses of water', 'nah, leave that one'],
    ['i read 25 pages today', 'hmm leave this one'],
    ['mark floss done for today', 'on second thoughts leave that'],
  ])('"%s" then "%s" refuses it, never reads "one" as an amount', (first, reply) => {
    expect(converse([first, reply], { cancelled: true })).toEqual([]);
  });
});
