import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// After "focus:" the focus is said whole: a verb opening it ("write…", "set up…") is part of it; only a verb
// before the colon ("put down: …") writes it down.
describe('focus-verb-after-colon', () => {
  it.each([
    ['focus for today: write the grant summary', 'write the grant summary'],
    ["today's focus - set up the new desk", 'set up the new desk'],
    ['my focus today: make dentist appointments', 'make dentist appointments'],
  ])('"%s" keeps the verb', (message, focus) => {
    const action = proposed(message);
    expect(action?.type).toBe('set_focus');
    expect(String(action?.focus).toLowerCase()).toBe(focus);
  });

  it('drops the verb that writes the focus down', () => {
    expect(String(proposed('for todays focus put down: clean the garage')?.focus).toLowerCase()).toBe(
      'clean the garage',
    );
  });
});
