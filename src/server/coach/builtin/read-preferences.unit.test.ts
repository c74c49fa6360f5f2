import { describe, expect, it } from 'vitest';
import { weekdayNames } from '../../../domain/preferences/preference-options';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { markPlaces, readTimeZone, readWeekStart } from './read-preferences';
import { proposed } from './test/coach-test-helpers';

describe("a whole week's span said of the calendar the user keeps", () => {
  // Paraphrases of "my calendar runs sunday to saturday": the week is said by where it is kept.
  it.each([
    ['my diary runs saturday to friday, please use that', 'saturday'],
    ['my calendar goes sunday through saturday - set the app to it', 'sunday'],
    ['my planner goes monday through sunday, use that', 'monday'],
  ])('"%s" starts the week on %s', (message, day) =>
    expect(answerMessage(message, fixtures.new_user, false).action).toMatchObject({
      type: 'update_user_preferences',
      week_start: day,
    }),
  );

  it('a span that is no whole week, or not said of a calendar, is no week start', () => {
    expect(readWeekStart('my calendar is busy monday to wednesday')).toBeNull();
    expect(readWeekStart('pause stretching saturday to friday')).toBeNull();
  });
});

describe('the week start said as a span of days', () => {
  it.each(weekdayNames.map((day, index) => [day, weekdayNames[(index + 6) % 7]]))(
    'a week from %s to %s starts on the first',
    (first, last) => {
      expect(proposed(`i'd like my week to go ${first} to ${last}`, fixtures.new_user)).toMatchObject({
        type: 'update_user_preferences',
        week_start: first,
      });
    },
  );

  it('does not read a span shorter than a week, or one not said of the week, as a week start', () => {
    expect(proposed("i'd like my week to go monday to friday", fixtures.new_user)).not.toMatchObject({
      week_start: 'monday',
    });
    expect(proposed('i work monday to sunday', fixtures.new_user)).not.toMatchObject({
      type: 'update_user_preferences',
    });
  });
});

describe('the week start asked as a question', () => {
  it('reads "can my week start on …?" as the setting, with or without an article, not as a review of the week', () => {
    expect(proposed('could my week begin on the monday?', fixtures.new_user)).toMatchObject({
      type: 'update_user_preferences',
      week_start: 'monday',
    });
    expect(answerMessage('how is my week going?', fixtures.active_user, false).reply).toMatch(
      /This week so far/,
    );
  });
});

describe('the time zone of a move', () => {
  it('is the place moved to, not the place left', () => {
    const text = 'ive just moved from london to dublin';
    expect(readTimeZone(text, text)).toBe('Europe/Dublin');
    expect(readTimeZone('from new york to paris', 'from new york to paris')).toBe('Europe/Paris');
  });
});

describe('places for the classifier', () => {
  it('are one tag, whatever the country or city, but not words that only look like zones', () => {
    expect(markPlaces('working remotely from thailand for a while')).toMatch(/from\s+_place\s+for/);
    expect(markPlaces('i live in cape town')).toMatch(/in\s+_place/);
    expect(markPlaces('save 3000 by christmas')).toBe('save 3000 by christmas');
    expect(markPlaces('call sofia')).toBe('call sofia');
  });
});
