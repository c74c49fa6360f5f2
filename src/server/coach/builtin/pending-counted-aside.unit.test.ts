import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

describe('a corrected amount said with how it was checked', () => {
  it.each([
    ['i read 30 pages today', 'oh 33 actually, i recounted'],
    ['i read 30 pages today', '33, i double checked'],
    ['i read 30 pages today', 'wait 33, i counted again'],
  ])('"%s" then "%s" corrects the amount', (first, reply) => {
    expect(
      converse([first, reply], {
        action: { type: 'log_habit', args: { habit_id: 'Read', date: '2026-11-28', value_number: 33 } },
      }),
    ).toEqual([]);
  });
});
