import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// A habit's own unit named ("run's unit", "the run habit's unit") is the habit's to change, never the
// account-wide units setting, whether the unit comes after it or was said first.
describe('habit-unit-not-system', () => {
  it.each([
    "please switch run's unit to miles",
    'we measure in miles here, change the run habit units',
    "i count distance in miles now so set run's unit",
  ])('"%s" changes Run\'s unit', (message) => {
    expect(proposed(message)).toMatchObject({ type: 'update_habit', habit_id: 'h-run', unit: 'miles' });
  });
});
