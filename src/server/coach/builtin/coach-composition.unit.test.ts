import { describe, expect, it } from 'vitest';
import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

/** Issue 25, round 4: slots that compose (several changes, several clauses) and values read from varied wording. */

const active = fixtures.active_user;
const newUser = fixtures.new_user;
const answer = (message: string, context: TCoachContext = active) =>
  answerMessage(message, context, false).action;

describe('goal changes that compose', () => {
  it('changes the target and the deadline said in one message', () => {
    expect(answer('marathon goal: make it 50 km and due end of october')).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-marathon',
      target_value: 50,
      end_date: '2026-10-31',
    });
  });

  it('ends a rename where a second change starts, and keeps that change', () => {
    expect(answer('rename the weight goal to Lose 8 kg and make it 8')).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-weight',
      name: 'Lose 8 kg',
      target_value: 8,
    });
  });

  it('reads a new name after "should be called", quoted or not', () => {
    expect(answer("the thesis goal should be called 'Defend thesis'")).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-thesis',
      name: 'Defend thesis',
    });
  });

  it('does not name a goal by its verb alone', () => {
    expect(answer('my one thing today: finish the slides')).toMatchObject({ type: 'set_focus' });
  });
});

describe('a new habit read from varied wording', () => {
  it('takes the habit from after "habit to/for", whatever asked for it', () => {
    expect(answer('would you be able to set me up with a habit for rowing', newUser)).toMatchObject({
      type: 'create_habit',
      name: 'Rowing',
    });
  });

  it('drops a trailing request to the coach and a complaint before the habit', () => {
    expect(answer('Floss 2 times a day - add that please', newUser)).toMatchObject({ name: 'Floss' });
    expect(answer('i keep forgetting to take my vitamins, can you make it a habit', newUser)).toMatchObject({
      name: 'Take my vitamins',
    });
  });

  it('reads a bare number after "before" or "after" as a time of day, not a target', () => {
    const action = answer('i want to stop eating after 8', newUser);
    expect(action).toMatchObject({ type: 'create_habit', habit_type: 'boolean' });
    expect(action?.target).toBeUndefined();
  });
});

describe('habit changes', () => {
  it('converts a new target said in another unit of time to the habit’s unit', () => {
    expect(answer('make guitar practice an hour and a half')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-guitar',
      target: 90,
    });
  });

  it('reads "to be called" as a rename', () => {
    expect(answer('I want stretch to be called Mobility')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-stretch',
      name: 'Mobility',
    });
  });

  it('reads a change that names one day as that day’s log, not the daily target', () => {
    expect(answer('set tuesday guitar practice to 20 minutes')).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-guitar',
      date: '2026-03-10',
      value_number: 20,
    });
  });
});

describe('several things in one message', () => {
  it('repeats the first clause on a row named alone in the next one', () => {
    expect(answer('connect journal to the thesis goal and meditation as well')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'link_habit_to_goal', habit_id: 'h-journal', goal_id: 'g-thesis' },
        { type: 'link_habit_to_goal', habit_id: 'h-meditate', goal_id: 'g-thesis' },
      ],
    });
  });

  it('repeats the first clause with an amount and a day said alone', () => {
    expect(answer('ran 4 km on monday and 6 on wednesday')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'log_habit', habit_id: 'h-run', value_number: 4, date: '2026-03-09' },
        { type: 'log_habit', habit_id: 'h-run', value_number: 6, date: '2026-03-11' },
      ],
    });
  });

  it('logs one habit on two days, and lends a request to start tracking to a bare name', () => {
    expect(answer('journaled monday and tuesday')).toMatchObject({
      type: 'batch',
      actions: [
        { habit_id: 'h-journal', date: '2026-03-09' },
        { habit_id: 'h-journal', date: '2026-03-10' },
      ],
    });
    expect(answer('track steps and sleep', newUser)).toMatchObject({
      type: 'batch',
      actions: [{ type: 'create_habit' }, { type: 'create_habit' }],
    });
  });

  it('keeps a list of weekdays as one schedule', () => {
    expect(answer('add a habit to swim on tuesdays and thursdays', newUser)).toMatchObject({
      type: 'create_habit',
      schedule: { times: 2, days: 7, weekdays: [2, 4] },
    });
  });
});

describe('preferences in other words', () => {
  it('finds a city the runtime knows anywhere in the message', () => {
    expect(answer('I relocated to Denver a few weeks ago', newUser)).toMatchObject({
      type: 'update_user_preferences',
      timezone: 'America/Denver',
    });
  });

  it('does not take an everyday word for a zone', () => {
    expect(answer("i'm in bed by the time I wake up", newUser)?.type).not.toBe('update_user_preferences');
  });

  it('reads a unit system from two of its units, and motivation without the word', () => {
    expect(answer('miles and pounds for me', newUser)).toMatchObject({ units: 'imperial' });
    expect(answer('having a training partner keeps me going', newUser)).toMatchObject({
      motivation_style: 'social',
    });
  });
});

describe('logs', () => {
  it('adds "add N to" to what the day holds', () => {
    expect(answer('add 5 pages to my reading', fixtures.solo_skill_user)).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-read',
      value_number: 17,
    });
  });

  it('never reads more time than a day holds as one day’s log', () => {
    expect(answer('I put in about 50 hours of guitar before')).not.toMatchObject({ type: 'log_habit' });
  });
});
