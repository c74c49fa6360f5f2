import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

describe('a dash after a day sets a focus off, as a colon does', () => {
  it.each([
    ['my focus on friday - the garage clear-out', 'The garage clear-out', '2026-03-13'],
    ['focus next monday -- job applications', 'Job applications', '2026-03-16'],
    ['wednesday focus - meal prep', 'Meal prep', '2026-03-18'],
  ])('%s', (message, focus, date) => {
    expect(proposed(message)).toEqual({ type: 'set_focus', focus, date });
  });

  it('asked as a question, it proposes nothing', () => {
    expect(proposed('should my focus on friday be - the garage clear-out?')).toBeNull();
  });
});
