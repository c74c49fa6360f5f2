import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { proposed } from './test/coach-test-helpers';

// An amount approved after the habit ("…, 5 min is fine") is the target; the approval is no part of the name.
describe('habit-name-words: approval of the amount closes the name', () => {
  it.each([
    ['set me up a habit to meditate daily, 10 minutes would be plenty', 'Meditate', 10],
    ['new habit to read at night, 15 pages is enough', 'Read', 15],
    ['add a journaling habit, 5 min sounds ok', 'Journaling', 5],
  ])('"%s" makes %s with a target of %d', (message, name, target) => {
    expect(proposed(message, fixtures.new_user)).toMatchObject({ type: 'create_habit', name, target });
  });
});
