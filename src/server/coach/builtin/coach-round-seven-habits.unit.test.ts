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

describe('a log naming its habit only by the unit, apart from the number', () => {
  it('finds the one habit counting in that unit', () => {
    expect(
      answerMessage('did a few more pages, like 4', fixtures.solo_skill_user, false).action,
    ).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-read',
      value_number: 16,
    });
  });
});

describe('a count asked about this week', () => {
  it('is answered on its own, without the week review and its focus', () => {
    expect(answerMessage('how often did i run this week', fixtures.active_user, false).action).toBeNull();
  });
});

describe('short day names listed without "on"', () => {
  it('are a schedule', () => {
    expect(readScheduleWords('swim tue and thu')?.schedule).toMatchObject({ times: 2, weekdays: [2, 4] });
    expect(answer('new habit: yoga mon, wed and fri')).toMatchObject({
      name: 'Yoga',
      schedule: { weekdays: [1, 3, 5] },
    });
  });
});

describe('round 52: occasions a week, number words in names, a habit named by its kind', () => {
  it('reads occasions counted in a week as how often', () => {
    expect(readScheduleWords('swimming, 2 sessions a week')?.schedule).toMatchObject({ times: 2 });
    expect(readScheduleWords('tennis, 2 matches a week')?.schedule).toMatchObject({ times: 2 });
  });

  it('keeps number words in a name as written', () => {
    expect(
      answerMessage('rename Journal to Three good things', fixtures.active_user, false).action,
    ).toMatchObject({
      name: 'Three good things',
    });
  });

  it('reads a message about a habit, naming no goal, as no change to a goal', () => {
    expect(
      answerMessage("i'm done with the run habit, archive it", fixtures.active_user, false).action,
    ).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-run',
      active: false,
    });
  });
});

describe('a clock time at the start of a plan', () => {
  it('is no label for the list after it', () => {
    expect(
      answerMessage('tomorrow 7:15 swim, 9-10 call with the bank', fixtures.active_user, false).action,
    ).toMatchObject({
      type: 'schedule_day',
      date: '2026-03-13',
    });
  });
});

describe('a grammar reading the wording rules out', () => {
  it('gives way to the next family: a new habit said to recur is no practice session', () => {
    expect(
      answerMessage('add a habit to practice piano scales 15 min daily', fixtures.active_user, false).action,
    ).toMatchObject({
      type: 'create_habit',
      target: 15,
      unit: 'minutes',
    });
    expect(
      answerMessage('new habit: draw 20 minutes a day', fixtures.solo_skill_user, false).action,
    ).toMatchObject({
      type: 'create_habit',
      target: 20,
    });
  });
});

describe('round 54: days said apart in a list of new habits, a new habit named like one the user has', () => {
  it('proposes no second habit of the same name', () => {
    const reply = answerMessage('i want to journal more often', fixtures.active_user, false);
    expect(reply.action).toBeNull();
    expect(reply.reply).toMatch(/already track \*\*Journal\*\*/);
  });
});
