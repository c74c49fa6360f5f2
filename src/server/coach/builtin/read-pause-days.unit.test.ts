import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// Two days joined by "and" in a pause are its first and last day (today is Thursday 2026-03-12), one pause.
describe('read-pause-days', () => {
  it.each([
    ['could you pause journal today and tomorrow', 'h-journal', '2026-03-12', '2026-03-13'],
    ['freeze stretch for saturday and sunday please', 'h-stretch', '2026-03-14', '2026-03-15'],
    ['pause meditate on friday and saturday', 'h-meditate', '2026-03-13', '2026-03-14'],
  ])('"%s" pauses over the span', (message, habit, start, end) => {
    expect(proposed(message)).toMatchObject({ type: 'update_habit', habit_id: habit, pause: { start, end } });
  });
});
