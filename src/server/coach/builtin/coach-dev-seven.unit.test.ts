import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';
import { findDate } from './read-dates';
import { readScheduleWords } from './read-schedule-words';
import { proposed } from './test/coach-test-helpers';

/**
 * Development set 7 and development batch 8 (written as frozen set 6 and frozen batch 8): the shapes their
 * misses showed, each tested in other words than the sets', so that the rule and not one message passes.
 */

const context = fixtures.active_user;

describe('not done, said with a contraction typed without its apostrophe', () => {
  it.each([
    ['wasnt able to stretch yesterday', 'h-stretch'],
    ['havent meditated today', 'h-meditate'],
    ['couldnt journal last night', 'h-journal'],
  ])('"%s" logs %s as not done', (message, habitId) => {
    expect(proposed(message)).toMatchObject({ type: 'log_habit', habit_id: habitId, value_boolean: false });
  });
});

describe('a record forgotten is not the habit missed', () => {
  it('"stretched yesterday but forgot to check it off" logs it done', () => {
    expect(proposed('stretched yesterday but forgot to check it off')).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-stretch',
      value_boolean: true,
    });
  });
});

describe('days counted back', () => {
  it.each([
    ['3 days back', '2026-03-09'],
    ['1 day before', '2026-03-11'],
  ])('"%s" is %s', (text, date) => {
    expect(findDate(text, '2026-03-12', 'past')?.date).toBe(date);
  });
});

describe('words around a new habit that are no part of its name', () => {
  it.each([
    ['add yoga to my habits please', 'Yoga'],
    ['add gratitude journaling to my habits', 'Gratitude journaling'],
    ['i should walk more, add it as a habit', 'Walk'],
  ])('"%s" is the habit %s', (message, name) => {
    expect(proposed(message)).toMatchObject({ type: 'create_habit', name });
  });
});

describe('noon and midnight at the end of a range are times', () => {
  it('"friday 9am-noon writing" plans 9:00 to 12:00', () => {
    expect(proposed('friday 9am-noon writing block')).toMatchObject({
      type: 'schedule_day',
      sessions: [{ start_time: '09:00', end_time: '12:00' }],
    });
  });
});

describe('a skill said as the subject of a new subskill', () => {
  it.each([
    ['guitar could use a new subskill: Fingerpicking', 's-guitar', 'Fingerpicking'],
    ['spanish needs a new subskill - Slang', 's-spanish', 'Slang'],
  ])('"%s" adds it under the skill', (message, skillId, name) => {
    expect(proposed(message)).toMatchObject({ type: 'create_user_subskill', parent_skill_id: skillId, name });
  });
});

describe('a pause said with when the user is back', () => {
  it('"pause journal, back saturday" ends the pause on friday', () => {
    expect(proposed('pause journal, back saturday')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-journal',
      pause: { start: '2026-03-12', end: '2026-03-13' },
    });
  });
});

describe('a new amount in the unit one habit counts, said with "now" or "instead of"', () => {
  it('"i would like 30 pages a day instead of 20" changes Read\'s target', () => {
    expect(proposed('i would like 30 pages a day instead of 20')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-read',
      target: 30,
    });
  });
});

describe('a wish for another habit, and a focus said again with "actually"', () => {
  it('"i could do with another habit" asks which habit', () => {
    expect(answerMessage('i could do with another habit', fixtures.standard, false).action).toBeNull();
  });

  it.each([
    ['actually: tidy the garage', { intent: 'modify', action: { focus: 'Tidy the garage' } }],
    ['actually no', { intent: 'deny' }],
  ])('"%s" on a pending focus', (reply, expected) => {
    const pending = { type: 'set_focus', focus: 'Taxes', date: '2026-11-28' };
    expect(interpretPendingReply(pending, reply, fixtures.standard)).toMatchObject(expected);
  });
});

describe('"set me up with" asks for the habit that follows', () => {
  it('"can you set me up with a juggling habit" is Juggling', () => {
    expect(proposed('can you set me up with a juggling habit')).toMatchObject({
      type: 'create_habit',
      name: 'Juggling',
    });
  });
});

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

describe('archiving said as off the list, and a target set without a verb', () => {
  it('"take stretch off the tracker" archives it', () => {
    expect(proposed('take stretch off the tracker')).toMatchObject({ habit_id: 'h-stretch', active: false });
  });

  it('"marathon goal to 50 km" sets the goal\'s target', () => {
    expect(proposed('marathon goal to 50 km')).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-marathon',
      target_value: 50,
    });
  });
});

describe('a goal named in full in quotes', () => {
  it("\"rename '<the goal's full name>' to Lighter\" renames the goal, not a habit sharing a word", () => {
    const goal = context.goals[0];
    const answer = proposed(`rename '${goal?.name.toLowerCase()}' to Lighter`);
    expect(answer).toMatchObject({ type: 'update_goal', goal_id: goal?.id, name: 'Lighter' });
  });
});

describe("a day's possessive in a plan", () => {
  it('"add yoga 7-8am to tomorrow\'s schedule" is a block titled Yoga', () => {
    expect(proposed("add yoga 7-8am to tomorrow's schedule")).toMatchObject({
      type: 'schedule_day',
      sessions: [{ title: 'Yoga', start_time: '07:00', end_time: '08:00' }],
    });
  });
});

describe('a new goal with a word naming its kind', () => {
  it('"new running goal: 1000 km by december" is a new goal, not a change of one', () => {
    expect(proposed('new running goal: 1000 km by december')).toMatchObject({
      type: 'create_goal',
      target_value: 1000,
    });
  });
});
