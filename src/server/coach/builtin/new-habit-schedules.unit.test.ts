import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { readScheduleWords } from './read-schedule-words';
import { proposed } from './test/coach-test-helpers';

/**
 * A new habit's schedule: days of the week however listed, ordinals and parts of the day, a count a week;
 * one day named once is a date (readScheduleWords, answerMessage).
 */

describe('schedules said with ordinals and parts of the day', () => {
  it.each([
    ['every fifth day', { times: 1, days: 5, weekdays: null }],
    ['every 2nd day', { times: 1, days: 2, weekdays: null }],
  ])('"%s" is every N days', (phrase, schedule) => {
    expect(readScheduleWords(`water the plants ${phrase}`)?.schedule).toEqual(schedule);
  });

  it('"on weekend evenings" leaves the part of the day out of the name', () => {
    expect(
      answerMessage('i want to journal on weekend evenings', fixtures.new_user, false).action,
    ).toMatchObject({
      type: 'create_habit',
      name: 'Journal',
    });
  });
});

describe('a count a week is a schedule, never a daily target', () => {
  it.each([
    ['cut journal to 3 days a week', 'h-journal', 3],
    ['stretch 2x/week from now on', 'h-stretch', 2],
    ['drop read to 4 times a week', 'h-read', 4],
    ['meditate 6 days a week please', 'h-meditate', 6],
  ])('"%s" changes how often, not how much', (message, habit, times) => {
    expect(proposed(message)).toEqual({
      type: 'update_habit',
      habit_id: habit,
      schedule: { times, days: 7, weekdays: null },
    });
  });

  it('a new habit said with "3x/week" is scheduled three times a week', () => {
    expect(proposed('add yoga 3x/week')).toMatchObject({
      type: 'create_habit',
      name: 'Yoga',
      schedule: { times: 3, days: 7 },
    });
  });
});

describe('days of the week a new habit recurs on are its schedule, however they are listed', () => {
  const fresh = fixtures.new_user;
  it.each([
    ['set up cycling every tuesday and friday as a habit', 'Cycling', [2, 5]],
    ['new habit: swimming mon, wed and fri', 'Swimming', [1, 3, 5]],
    ['add yoga on tuesdays and saturdays', 'Yoga', [2, 6]],
  ])('"%s" is %s on %j', (message, name, weekdays) => {
    expect(proposed(message, fresh)).toMatchObject({
      type: 'create_habit',
      name,
      schedule: { times: weekdays.length, weekdays },
    });
  });

  it('"i want to cycle three times a week, add a habit for it" names the habit said before "it"', () => {
    expect(proposed('i want to cycle three times a week, add a habit for it', fresh)).toMatchObject({
      type: 'create_habit',
      name: 'Cycle',
      schedule: { times: 3 },
    });
  });

  it('reports on two days stay two dated reports', () => {
    expect(proposed('ran monday and wednesday')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'log_habit', habit_id: 'h-run', date: '2026-03-09' },
        { type: 'log_habit', habit_id: 'h-run', date: '2026-03-11' },
      ],
    });
  });
});

describe('one day named once is a date, not a schedule that makes a habit', () => {
  it.each(['appreciate the help on friday', 'see you on monday', 'thanks, talk on sunday'])(
    '"%s" makes no habit',
    (message) => {
      expect(proposed(message)?.type).not.toBe('create_habit');
    },
  );

  it.each([
    ['add stretching on mondays and thursdays', [1, 4]],
    ['yoga every saturday', [6]],
  ])('"%s" still recurs', (message, weekdays) => {
    expect(proposed(message, fixtures.new_user)).toMatchObject({
      type: 'create_habit',
      schedule: { weekdays },
    });
  });
});
