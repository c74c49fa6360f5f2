import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

/** The end a reply gives a pending pause (standard account: today is Saturday 2026-11-28). */
describe('a pending pause\'s last day said with "incl"', () => {
  it.each([
    ['pause floss', 'up to and incl dec 12'],
    ['put stretch on hold', 'until the 12th, incl'],
    ['pause my reading habit', 'to dec 12 inclusive'],
  ])('"%s" then "%s" ends on that day', (first, reply) => {
    const habit = first.includes('floss') ? 'Floss' : first.includes('stretch') ? 'Stretch' : 'Read';
    expect(
      converse([first, reply], {
        action: { type: 'update_habit', args: { habit_id: habit, pause: { end: '2026-12-12' } } },
      }),
    ).toEqual([]);
  });
});

describe('a pending pause until the weekday it is today', () => {
  it.each([
    ['pause floss', 'until saturday'],
    ['put stretch on hold', 'no wait, till saturday'],
    ['pause my reading habit', 'back on saturday'],
  ])('"%s" then "%s" is next week\'s, never a day before the pause starts', (first, reply) => {
    const habit = first.includes('floss') ? 'Floss' : first.includes('stretch') ? 'Stretch' : 'Read';
    expect(
      converse([first, reply], {
        action: { type: 'update_habit', args: { habit_id: habit, pause: { end: '2026-12-04' } } },
      }),
    ).toEqual([]);
  });
});
