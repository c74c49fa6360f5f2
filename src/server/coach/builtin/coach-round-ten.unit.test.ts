import { describe, expect, it } from 'vitest';
import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

/** Issue 25, round 3: several things in one message, a day plan's block lengths, a new habit's values. */

const active = fixtures.active_user;
const answer = (message: string, context: TCoachContext = active) =>
  answerMessage(message, context, false).action;

describe('several things in one message', () => {
  it('logs practice on two subskills as two entries, the second borrowing the first one’s unit', () => {
    expect(answer('worked on chords for 40 minutes and scales for 25')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_skill_entry', skill_id: 'ss-chords', seconds: 2400 },
        { type: 'create_skill_entry', skill_id: 'ss-scales', seconds: 1500 },
      ],
    });
  });

  it('reads a labelled comma list as one request per item', () => {
    expect(answer('spanish this morning: vocabulary 20 min, conversation 30 min')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_skill_entry', skill_id: 'ss-vocab', seconds: 1200 },
        { type: 'create_skill_entry', skill_id: 'ss-conversation', seconds: 1800 },
      ],
    });
  });

  it('repeats a report for a clause that only names another day', () => {
    expect(answer('mark stretch done for today and yesterday')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'log_habit', habit_id: 'h-stretch', date: '2026-03-12' },
        { type: 'log_habit', habit_id: 'h-stretch', date: '2026-03-11' },
      ],
    });
  });

  it('changes two habits in one message, but keeps a change of one habit as one action', () => {
    expect(answer('rename Read to Reading and archive journal')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'update_habit', habit_id: 'h-read', name: 'Reading' },
        { type: 'update_habit', habit_id: 'h-journal' },
      ],
    });
    expect(answer('rename Drink water to Hydrate and make the target 10 glasses')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-water',
      name: 'Hydrate',
      target: 10,
    });
  });

  it('keeps a closing deadline on its own clause', () => {
    expect(
      answer('add a habit to swim twice a week and a goal to swim 20 km by august', fixtures.new_user),
    ).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_habit', schedule: { times: 2, days: 7 } },
        { type: 'create_goal', target_value: 20, end_date: '2026-08-31' },
      ],
    });
  });
});

describe('day plans', () => {
  it('gives a block said with a start and a length that length', () => {
    expect(answer('schedule a 30 min call at 4pm tomorrow', fixtures.new_user)).toMatchObject({
      type: 'schedule_day',
      date: '2026-03-13',
      sessions: [{ title: 'Call', start_time: '16:00', end_time: '16:30' }],
    });
    expect(answer('tomorrow from 9am for three hours: writing', fixtures.new_user)).toMatchObject({
      type: 'schedule_day',
      sessions: [{ title: 'Writing', start_time: '09:00', end_time: '12:00' }],
    });
  });
});

describe('a new habit’s values', () => {
  it('names the habit after what is counted, not the cue or the wording of the target', () => {
    expect(answer('new habit: stretch 15 minutes after work', fixtures.new_user)).toMatchObject({
      type: 'create_habit',
      name: 'Stretch',
      target: 15,
      unit: 'minutes',
    });
    expect(answer('track pushups, my goal is 40 a day', fixtures.new_user)).toMatchObject({
      type: 'create_habit',
      target: 40,
      unit: 'push-ups',
    });
    expect(answer('i want to track how much i walk, aiming for 5 km', fixtures.new_user)).toMatchObject({
      type: 'create_habit',
      name: 'Walk',
      target: 5,
      unit: 'km',
    });
  });

  it('reads "3 days a week", "every weekday" and weekdays listed without commas', () => {
    expect(answer('i want to lift weights 3 days a week', fixtures.new_user)).toMatchObject({
      type: 'create_habit',
      schedule: { times: 3, days: 7, weekdays: null },
    });
    expect(answer('new habit: plan my day every weekday', fixtures.new_user)).toMatchObject({
      type: 'create_habit',
      schedule: { weekdays: [1, 2, 3, 4, 5] },
    });
    expect(answer('habit: swim on tue thu and sat', fixtures.new_user)).toMatchObject({
      type: 'create_habit',
      schedule: { weekdays: [2, 4, 6] },
    });
  });
});

describe('goal and preference changes in everyday words', () => {
  it('shifts a goal deadline by the time said, from its current end', () => {
    expect(answer('push the marathon deadline back 3 weeks')).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-marathon',
      end_date: '2026-10-21',
    });
    expect(answer('postpone the weight goal by a month')).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-weight',
      end_date: '2026-07-30',
    });
  });

  it('reads units, time zones and motivation from the words people use for them', () => {
    expect(answer('switch everything to pounds')).toMatchObject({ units: 'imperial' });
    expect(answer('my time zone is eastern time')).toMatchObject({ timezone: 'America/New_York' });
    expect(answer('honestly i am motivated by getting better at things')).toMatchObject({
      motivation_style: 'mastery',
    });
  });
});

describe('reports of a day not done', () => {
  it('reads "no <habit> today" as not done, but not "no more than"', () => {
    expect(answer('no stretching today sadly')).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-stretch',
      value_boolean: false,
    });
    expect(answer('log water, no more than 3 glasses')).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-water',
      value_number: 3,
    });
  });
});
