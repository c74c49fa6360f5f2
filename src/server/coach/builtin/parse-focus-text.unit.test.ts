import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// active_user's today is Thursday 2026-03-12.

describe("a focus's text is what is focused on, not how it is said", () => {
  // Paraphrases of "saturday my focus is gonna be - deep clean the flat".
  it.each([
    ['tomorrow my priority has to be: the grant report', 'The grant report', '2026-03-13'],
    ["friday's focus is going to be - sorting the garage", 'Sorting the garage', '2026-03-13'],
    ['my focus today is gonna be the budget', 'The budget', '2026-03-12'],
  ])('"%s" is %s on %s', (message, focus, date) =>
    expect(proposed(message)).toMatchObject({ type: 'set_focus', focus, date }),
  );

  // Paraphrases of "swap today's focus for piano scales instead".
  it.each([
    ["change tomorrow's focus to the tax return", 'The tax return', '2026-03-13'],
    ['switch my focus for friday to meal prep instead', 'Meal prep', '2026-03-13'],
    ["replace today's focus with inbox zero", 'Inbox zero', '2026-03-12'],
  ])('"%s" is %s on %s', (message, focus, date) =>
    expect(proposed(message)).toMatchObject({ type: 'set_focus', focus, date }),
  );

  it('a question about the focus proposes nothing', () => {
    expect(proposed("should i swap today's focus for the tax return?")).toBeNull();
  });
});
