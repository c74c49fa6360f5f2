import { describe, expect, it } from 'vitest';
import { readScheduleWords } from './read-schedule-words';

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
