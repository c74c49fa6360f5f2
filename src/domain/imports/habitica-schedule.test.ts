import { describe, expect, it } from 'vitest';
import { habiticaSchedule } from './habitica-schedule';
import { SkipTally } from './import-source';

// Shapes as Habitica's task model (website/server/models/task.js) writes them in userdata.json.
const allDays = { m: true, t: true, w: true, th: true, f: true, s: true, su: true };

describe('habiticaSchedule', () => {
  it('keeps a weekly daily’s days: Mon, Wed, Fri stays Mon, Wed, Fri', () => {
    const tally = new SkipTally();
    const repeat = { ...allDays, t: false, th: false, s: false, su: false };
    expect(habiticaSchedule({ frequency: 'weekly', everyX: 1, repeat }, tally)).toEqual({
      times: 3,
      days: 7,
      weekdays: [1, 3, 5],
    });
    expect(habiticaSchedule({ frequency: 'weekly', everyX: 1, repeat: allDays }, tally)).toEqual({
      times: 1,
      days: 1,
      weekdays: null,
    });
    expect(tally.list()).toEqual([]);
  });

  it('reads every X days as once in X days, and says when it takes the nearest schedule', () => {
    const tally = new SkipTally();
    expect(habiticaSchedule({ frequency: 'daily', everyX: 1, repeat: allDays }, tally)).toBeUndefined();
    expect(habiticaSchedule({ frequency: 'daily', everyX: 2, repeat: allDays }, tally)).toEqual({
      times: 1,
      days: 2,
      weekdays: null,
    });
    expect(habiticaSchedule({ frequency: 'daily', everyX: 45 }, tally)).toEqual({
      times: 1,
      days: 31,
      weekdays: null,
    });
    expect(habiticaSchedule({ frequency: 'monthly', everyX: 1 }, tally)).toEqual({
      times: 1,
      days: 31,
      weekdays: null,
    });
    expect(tally.list().map((entry) => entry.reason)).toEqual([
      'dailies repeating more than 31 days apart, imported as once in 31 days',
      'dailies repeating monthly or yearly, imported as once in 31 days',
    ]);
  });
});
