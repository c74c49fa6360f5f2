import { describe, expect, it } from 'vitest';
import { answer, proposed } from './test/coach-test-helpers';

/**
 * A place and a time zone: a city's initials with "time" are its zone; a greeting sent from a place sets
 * none (answerMessage).
 */

describe('a greeting sent from a place sets no time zone', () => {
  it.each(['good evening from rainy glasgow', 'hey from sunny madrid 🌞'])(
    '"%s" proposes nothing',
    (message) => {
      expect(answer(message).action).toBeNull();
    },
  );

  // Saying one lives there still asks for the change.
  it('"morning! i moved to madrid, update my time zone" proposes the zone', () => {
    expect(answer('morning! i moved to madrid, update my time zone').action).toMatchObject({
      type: 'update_user_preferences',
      timezone: 'Europe/Madrid',
    });
  });
});

describe("a city's initials with time as its zone", () => {
  it('reads LA time and NY time', () => {
    expect(proposed('just moved, my clock should be on LA time')).toMatchObject({
      type: 'update_user_preferences',
      timezone: 'America/Los_Angeles',
    });
    expect(proposed('switch me to NY time')).toMatchObject({ timezone: 'America/New_York' });
  });

  it('leaves a trip and small talk alone', () => {
    expect(proposed('la la la, what a day')).toBeNull();
    expect(proposed('thanks, see you later')).toBeNull();
  });
});
