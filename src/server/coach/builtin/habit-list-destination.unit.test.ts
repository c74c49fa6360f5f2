import { describe, expect, it } from 'vitest';
import { withoutListDestination } from './habit-list-destination';
import { habitNameOf } from './test/coach-test-helpers';

// A new habit said as a thing put on the user's list: the list and the "too" after it are no part of its name.
describe('habit-list-destination', () => {
  it.each([
    ['could you add Cold showers to my habits as well', 'Cold showers'],
    ['pop gratitude onto my habit list pls', 'Gratitude'],
    ['stick Piano scales on my habit tracker too', 'Piano scales'],
    ['throw Make lunch onto my daily list as well', 'Make lunch'],
  ])('"%s" creates %s', (message, name) => {
    expect(habitNameOf(message)).toBe(name);
  });

  it.each(['put the kettle on', 'add it to my habits'])('"%s" is left as it was', (message) => {
    expect(withoutListDestination(message)).toBe(message);
  });
});
