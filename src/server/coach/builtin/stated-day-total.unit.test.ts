import { describe, expect, it } from 'vitest';
import { answer, log } from './test/coach-test-helpers';

/**
 * "my water count for yesterday was 7 glasses": a day's total stated with its amount is a report of that
 * day's amount (normalize-message.ts), not a question about the total; asked with no amount it stays a question.
 */
describe('a day’s total stated with its amount', () => {
  it.each([
    ['my water count for yesterday was 7 glasses', log('h-water', '2026-11-27', 7)],
    ['read tally for thursday is 22 pages', log('h-read', '2026-11-26', 22)],
    ['ok so the page total for today is 31 now', log('h-read', '2026-11-28', 31)],
  ])('"%s" logs the amount', (message, expected) => {
    expect(answer(message).action).toMatchObject(expected);
  });

  it('asked with no amount, it is answered', () => {
    expect(answer('whats my read total for today').action).toBeNull();
  });
});
