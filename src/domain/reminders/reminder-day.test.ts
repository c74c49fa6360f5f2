import { describe, expect, it } from 'vitest';
import { toEpochDay } from '../dates/date-key';
import { reminderSkipOn, reminderZone, type TReminderFacts } from './reminder-day';

// Thursday 2026-11-26; the reminder goes out at 08:00 in Paris (07:00 UTC).
const date = '2026-11-26';
const at = new Date('2026-11-26T07:00:00Z');
const facts: TReminderFacts = {
  reminder: { enabled: true },
  habit: { active: true, freqNum: 1, freqDen: 1, weekdays: null },
  person: { timezone: 'Europe/Paris', weekStart: 'monday' },
  switches: undefined,
  pauses: [],
  completed: new Set(),
};

describe('reminderSkipOn', () => {
  it('sends for a daily habit not yet done', () => {
    expect(reminderSkipOn(facts, date, at)).toBeNull();
  });

  it('stays silent on a day already done, paused by vacation, or off the weekdays', () => {
    expect(reminderSkipOn({ ...facts, completed: new Set([toEpochDay(date)]) }, date, at)).toBe('habit done');
    expect(reminderSkipOn({ ...facts, pauses: [{ start: '2026-11-20', end: '2026-11-30' }] }, date, at)).toBe(
      'habit paused',
    );
    // Mondays only (bit 1 of the weekday mask, Sunday = bit 0).
    expect(reminderSkipOn({ ...facts, habit: { ...facts.habit, weekdays: 0b10 } }, date, at)).toBe(
      'habit rest',
    );
  });

  it("reads quiet hours on the user's own clock", () => {
    const quietUntilNine = { allOff: false, quietStart: 22 * 60, quietEnd: 9 * 60 };
    expect(reminderSkipOn({ ...facts, switches: quietUntilNine }, date, at)).toBe('quiet period');
    // The same instant is 07:00 in UTC for a user without a zone: still quiet; at 10:00 UTC it is not.
    const utcUser = { ...facts, person: undefined, switches: quietUntilNine };
    expect(reminderSkipOn(utcUser, date, new Date('2026-11-26T10:00:00Z'))).toBeNull();
  });

  it('follows UTC when the zone is missing or unknown', () => {
    expect(reminderZone(undefined)).toBe('UTC');
    expect(reminderZone({ timezone: 'Mars/Olympus', weekStart: 'monday' })).toBe('UTC');
    expect(reminderZone({ timezone: 'Asia/Tokyo', weekStart: 'monday' })).toBe('Asia/Tokyo');
  });
});
