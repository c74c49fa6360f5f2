import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { readHabitDraft } from './read-habit-draft';
import { readScheduleWords } from './read-schedule-words';

/** Issue 25, round 7: new habits' names and schedules. */

const answer = (message: string) => answerMessage(message, fixtures.new_user, false).action;

describe('a clock time in a new habit', () => {
  it('stays in the name as written, and its colon is no label', () => {
    expect(readHabitDraft('habit to go to bed by 10:30', 'habit to go to bed by 10:30')).toMatchObject({
      name: 'Go to bed by 10:30',
    });
    expect(answer('new habit: lights out by 11:15')).toMatchObject({ name: 'Lights out by 11:15' });
  });
});

describe('a part of the day after the days of a schedule', () => {
  it('goes with the schedule, not the name', () => {
    expect(readScheduleWords('call my grandma every sunday evening')?.phrase).toMatch(/sunday evening$/);
    expect(answer('i want to water the garden every saturday morning')).toMatchObject({
      name: 'Water the garden',
      schedule: { weekdays: [6] },
    });
  });

  it('leaves a report on one evening a report', () => {
    expect(answerMessage('journaled on monday night', fixtures.active_user, false).action).toMatchObject({
      type: 'log_habit',
      date: '2026-03-09',
    });
  });
});
