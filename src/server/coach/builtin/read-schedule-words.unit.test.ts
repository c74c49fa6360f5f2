import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { normalizeMessage } from './normalize-message';
import { readScheduleWords } from './read-schedule-words';
import { proposed } from './test/coach-test-helpers';

const scheduleOf = (text: string) => readScheduleWords(text)?.schedule ?? null;

describe('readScheduleWords', () => {
  it('reads times a week, every other day and chosen weekdays', () => {
    expect(scheduleOf('i want to start running three times a week')).toEqual({
      times: 3,
      days: 7,
      weekdays: null,
    });
    expect(scheduleOf('swim twice a week')).toEqual({ times: 2, days: 7, weekdays: null });
    expect(scheduleOf('lift 4x a week')).toEqual({ times: 4, days: 7, weekdays: null });
    expect(scheduleOf('stretch every other day')).toEqual({ times: 1, days: 2, weekdays: null });
    expect(scheduleOf('call mum every 3 days')).toEqual({ times: 1, days: 3, weekdays: null });
    expect(scheduleOf('yoga on mondays and thursdays')).toEqual({ times: 2, days: 7, weekdays: [1, 4] });
    expect(scheduleOf('piano on mon, wed and fri')).toEqual({ times: 3, days: 7, weekdays: [1, 3, 5] });
    expect(scheduleOf('review finances every sunday')).toEqual({ times: 1, days: 7, weekdays: [0] });
    expect(scheduleOf('run on weekdays')).toEqual({ times: 5, days: 7, weekdays: [1, 2, 3, 4, 5] });
    expect(scheduleOf('clean the flat weekly')).toEqual({ times: 1, days: 7, weekdays: null });
  });

  it('reads no schedule in a daily habit', () => {
    expect(scheduleOf('read 20 pages every day')).toBeNull();
    expect(scheduleOf('meditate daily')).toBeNull();
    expect(scheduleOf('drink 8 glasses of water a day')).toBeNull();
  });
});

describe('spans of the week and days left out (development batches 13, 14 and 16)', () => {
  const days = (text: string) => scheduleOf(normalizeMessage(text))?.weekdays ?? null;

  // Paraphrases of "meditate mon–fri before work", "stretching, but only tue, thu and sat", "every weekend
  // day", in other words.
  it.each([
    ['lift tue-sat', [2, 3, 4, 5, 6]],
    ['walk the dog every monday through thursday', [1, 2, 3, 4]],
    ['yoga fri-mon', [0, 1, 5, 6]],
    ['walk every day except weekends', [1, 2, 3, 4, 5]],
    ['swim every day but not on fridays', [0, 1, 2, 3, 4, 6]],
    ['journal daily apart from sunday', [1, 2, 3, 4, 5, 6]],
    ['piano mon, thu and sat', [1, 4, 6]],
    ['stretch on weekend days', [0, 6]],
  ])('"%s" is on %j', (text, weekdays) => expect(days(text)).toEqual(weekdays));

  it('days said as dates are no schedule', () => {
    expect(scheduleOf('pause running from monday to friday')).toBeNull();
    expect(scheduleOf('ran monday and tuesday')).toBeNull();
  });

  it('any span of two different days holds both ends and the days between', () =>
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 5 }), (first, length) => {
        const names = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
        const last = (first + length) % 7;
        const weekdays = scheduleOf(`read ${names[first]}-${names[last]}`)?.weekdays ?? [];
        expect(weekdays).toHaveLength(length + 1);
        expect(weekdays).toContain(first);
        expect(weekdays).toContain(last);
      }),
    ));

  // A day joined by "plus" or "as well as" joins the list; a span the habit "should be", or that holds
  // "only", is a schedule without "on" (paraphrases of batch 18's wording, not its sentences).
  it.each([
    ['cycle tuesdays plus saturdays', [2, 6]],
    ['swim on mondays as well as thursdays', [1, 4]],
    ['yoga should be tuesday to saturday', [2, 3, 4, 5, 6]],
    ['walk wednesday through sunday only', [0, 3, 4, 5, 6]],
  ])('"%s" is on %j', (text, weekdays) => expect(days(text)).toEqual(weekdays));
});

describe('days of the week', () => {
  it('reads days in the plural as a schedule, with or without "on"', () => {
    expect(readScheduleWords('swim 1 km, tuesdays and saturdays')?.schedule).toEqual({
      times: 2,
      days: 7,
      weekdays: [2, 6],
    });
    expect(readScheduleWords('a weekday habit: plan tomorrow')?.schedule).toMatchObject({
      weekdays: [1, 2, 3, 4, 5],
    });
    expect(readScheduleWords('stretched monday')).toBeNull();
  });
});

describe('a part of the day after the days of a schedule', () => {
  it('goes with the schedule, not the name', () => {
    expect(readScheduleWords('call my grandma every sunday evening')?.phrase).toMatch(/sunday evening$/);
    expect(proposed('i want to water the garden every saturday morning', fixtures.new_user)).toMatchObject({
      name: 'Water the garden',
      schedule: { weekdays: [6] },
    });
  });

  it('leaves a report on one evening a report', () => {
    expect(proposed('journaled on monday night')).toMatchObject({
      type: 'log_habit',
      date: '2026-03-09',
    });
  });
});

describe('short day names listed without "on"', () => {
  it('are a schedule', () => {
    expect(readScheduleWords('swim tue and thu')?.schedule).toMatchObject({ times: 2, weekdays: [2, 4] });
    expect(proposed('new habit: yoga mon, wed and fri', fixtures.new_user)).toMatchObject({
      name: 'Yoga',
      schedule: { weekdays: [1, 3, 5] },
    });
  });
});

// Round 52.
describe('occasions a week', () => {
  it('reads occasions counted in a week as how often', () => {
    expect(readScheduleWords('swimming, 2 sessions a week')?.schedule).toMatchObject({ times: 2 });
    expect(readScheduleWords('tennis, 2 matches a week')?.schedule).toMatchObject({ times: 2 });
  });
});
