import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

describe('a clock time at the start of a plan', () => {
  it('is no label for the list after it', () => {
    expect(proposed('tomorrow 7:15 swim, 9-10 call with the bank')).toMatchObject({
      type: 'schedule_day',
      date: '2026-03-13',
    });
  });
});
