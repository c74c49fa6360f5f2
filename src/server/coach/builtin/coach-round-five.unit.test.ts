import { describe, expect, it } from 'vitest';
import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { findQuantity } from './read-quantities';
import { readScheduleWords } from './read-schedule-words';

/** Issue 25, round 5: weekday lists, clauses that leave out their verb, and slots read from more wording. */

const active = fixtures.active_user;
const newUser = fixtures.new_user;
const answer = (message: string, context: TCoachContext = active) =>
  answerMessage(message, context, false).action;

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

  it('reads a comma list of single days after a log as one report per day', () => {
    expect(answer('mark stretch done for monday, tuesday and wednesday')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'log_habit', habit_id: 'h-stretch', date: '2026-03-09' },
        { type: 'log_habit', habit_id: 'h-stretch', date: '2026-03-10' },
        { type: 'log_habit', habit_id: 'h-stretch', date: '2026-03-11' },
      ],
    });
  });
});

describe('clauses that leave out what the first said', () => {
  it('lends the verb of a change to a clause that starts with another habit', () => {
    expect(answer('set run to 6 km and guitar practice to 40 minutes')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'update_habit', habit_id: 'h-run', target: 6 },
        { type: 'update_habit', habit_id: 'h-guitar', target: 40 },
      ],
    });
  });
});

describe('slots read from more wording', () => {
  it('takes a name in single quotes, but not an apostrophe', () => {
    expect(answer("i'd like a habit, 'no screens in bed'", newUser)).toMatchObject({
      type: 'create_habit',
      name: 'No screens in bed',
    });
  });

  it('finds the goal by its measure and reads an amount after "at" that cannot be an hour', () => {
    expect(findQuantity('weighed in at 92.4')).toMatchObject({ value: 92.4 });
    expect(findQuantity('meet at 9')).toBeNull();
    expect(answer('the scale says 83.9 today')).toMatchObject({
      type: 'create_goal_baseline',
      goal_id: 'g-weight',
      value: 83.9,
    });
  });

  it('reads "concentrate on" as a focus', () => {
    expect(answer('today I will concentrate on the budget review')).toMatchObject({
      type: 'set_focus',
      date: '2026-03-12',
    });
  });

  it('reads what keeps someone on track as a motivation style', () => {
    expect(answer('working out with a buddy keeps me on track', newUser)).toMatchObject({
      type: 'update_user_preferences',
      motivation_style: 'social',
    });
  });
});

describe('stopping for a while, resuming, and bare wishes', () => {
  it('reads stopping a habit for a time as a pause, and stopping it for good as archiving', () => {
    expect(answer('freeze journal for 3 days')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-journal',
      pause: { start: '2026-03-12', end: '2026-03-14' },
    });
    expect(answer('stop tracking journal')).toMatchObject({ type: 'update_habit', active: false });
  });

  it('reads "unfreeze" as making a goal active again', () => {
    expect(answer('unfreeze the thesis goal')).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-thesis',
      status: 'active',
    });
  });

  it('reads a unit system named on its own as a wish for it', () => {
    expect(answer('imperial please', newUser)).toMatchObject({
      type: 'update_user_preferences',
      units: 'imperial',
    });
  });
});

describe('where the user stands', () => {
  it('reads "I was at 3" as an amount, with no joining word taken for its unit', () => {
    expect(findQuantity('i was at 3 when i began')).toEqual({ value: 3, unit: null, phrase: '3' });
  });

  it('never names a habit with words that say nothing of an activity', () => {
    const action = answer('this morning i was 90.1 kilos');
    expect(action?.type).not.toBe('create_habit');
  });
});

describe('round 17 mechanisms', () => {
  it('reads "N times a day" as a count target', () => {
    expect(answer('new habit: take a vitamin 2 times a day', newUser)).toMatchObject({
      type: 'create_habit',
      name: 'Take a vitamin',
      target: 2,
      unit: 'times',
    });
  });

  it('offers no new habit for a day that names no activity', () => {
    expect(answer('well yesterday was long')).toBeNull();
  });

  it('shares a closing target with a short clause before it, and splits comma lists of amounts', () => {
    expect(answer('connect run and stretch to the marathon goal')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'link_habit_to_goal', habit_id: 'h-run', goal_id: 'g-marathon' },
        { type: 'link_habit_to_goal', habit_id: 'h-stretch', goal_id: 'g-marathon' },
      ],
    });
    expect(answer('12 pages of reading, 3 glasses of water')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'log_habit', habit_id: 'h-read', value_number: 12 },
        { type: 'log_habit', habit_id: 'h-water', value_number: 3 },
      ],
    });
  });

  it('never completes a counted goal on an amount below its target, nor sets a target named as a start', () => {
    expect(answer('books goal, done 9 of them')).not.toMatchObject({ status: 'completed' });
    expect(answer('put the baseline for the marathon goal at 12 km')).toMatchObject({
      type: 'create_goal_baseline',
      goal_id: 'g-marathon',
      value: 12,
    });
  });
});

describe('an amount that is not said', () => {
  it('asks how much instead of logging the target', () => {
    const reply = answerMessage('drank some water', active, false);
    expect(reply.action).toBeNull();
    expect(reply.reply).toContain('How much');
    expect(answer('drank 3 glasses, a bit more than usual')).toMatchObject({ value_number: 3 });
  });
});

describe('slot filling for logs and targets', () => {
  it('logs a habit the classifier reads as reported, without a log word', () => {
    expect(answer('journal pages filled in on monday night')).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-journal',
      date: '2026-03-09',
    });
  });

  it('reads "let\'s say N" as a new target and "I love <doing>" as what motivates', () => {
    expect(answer("let's say 40 km for the marathon goal")).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-marathon',
      target_value: 40,
    });
    expect(answer('i love competing with friends', newUser)).toMatchObject({
      type: 'update_user_preferences',
      motivation_style: 'social',
    });
  });
});

describe('round 20: names, amounts and preferences', () => {
  it('corrects only plausible slips, so a real word is not read as a request word', () => {
    expect(answer('add a habit for taking my medication', newUser)).toMatchObject({
      name: 'Taking my medication',
    });
  });

  it('keeps "X and Y" after "of" as one thing, and reads the unit past the words describing it', () => {
    expect(answer('i want to drink 2 cups of milk and honey a day', newUser)).toMatchObject({
      type: 'create_habit',
      target: 2,
      unit: 'cups',
    });
    expect(findQuantity('learn 10 new german words')).toMatchObject({ value: 10, unit: 'words' });
  });

  it('reads a unit system named after a wish, and more ways of saying what motivates', () => {
    expect(answer('display everything in metric', newUser)).toMatchObject({ units: 'metric' });
    expect(answer('i do better with a running group', newUser)).toMatchObject({
      motivation_style: 'social',
    });
  });
});

describe('round 21: lists, money and days gone', () => {
  it('reads a comma list of amounts on different days as one report per day', () => {
    expect(answer('10 pages today, 25 pages on tuesday')).toMatchObject({
      type: 'batch',
      actions: [
        { habit_id: 'h-read', date: '2026-03-12', value_number: 10 },
        { habit_id: 'h-read', date: '2026-03-10', value_number: 25 },
      ],
    });
  });

  it('reads "10k" as money when money is talked of, and a distance otherwise', () => {
    expect(answer('i want to save 5k by december', newUser)).toMatchObject({
      type: 'create_goal',
      target_value: 5000,
    });
    expect(answer('ran a 10k today')).toMatchObject({ type: 'log_habit', value_number: 10 });
  });

  it('makes no goal with a deadline already gone, and lends no label as a verb', () => {
    expect(answer('swam 2 km yesterday', newUser)?.type).not.toBe('create_goal');
    expect(answer('goal: read 10 books by june, and a habit to read 5 pages a day', newUser)).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_goal', end_date: '2026-06-30' },
        { type: 'create_habit', target: 5 },
      ],
    });
  });
});

describe('round 22: counts, rests, dates of the month and plans in order', () => {
  it('reads "x6" as a count, "give it a rest till the 20th" as a pause, "no longer want to track" as archiving', () => {
    expect(answer('water x5')).toMatchObject({ habit_id: 'h-water', value_number: 5 });
    expect(answer('give journal a break till the 16th')).toMatchObject({
      habit_id: 'h-journal',
      pause: { start: '2026-03-12', end: '2026-03-15' },
    });
    expect(answer('i no longer need to track journal')).toMatchObject({
      habit_id: 'h-journal',
      active: false,
    });
  });

  it('reads a plan in the order of the day', () => {
    expect(answer('saturday: 5:45 yoga, 7-8 walk', newUser)).toMatchObject({
      type: 'schedule_day',
      sessions: [
        { start_time: '05:45', end_time: '06:45' },
        { start_time: '07:00', end_time: '08:00' },
      ],
    });
  });
});

describe('round 23: orders to change, shared spans and ratings', () => {
  it('never reads an order to change a habit as a report', () => {
    expect(answer('make water 7 glasses')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-water',
      target: 7,
    });
    expect(answer('set tuesday water to 4 glasses')).toMatchObject({ type: 'log_habit', date: '2026-03-10' });
  });

  it('shares a closing span of days with a short clause', () => {
    expect(answer('pause run and guitar practice for 3 days')).toMatchObject({
      type: 'batch',
      actions: [
        { habit_id: 'h-run', pause: { start: '2026-03-12', end: '2026-03-14' } },
        { habit_id: 'h-guitar', pause: { start: '2026-03-12', end: '2026-03-14' } },
      ],
    });
  });

  it('reads "felt like a 3" as a practice rating but not "a 3 km run"', () => {
    expect(answer('20 minutes of chords, felt like a 3')).toMatchObject({
      skill_id: 'ss-chords',
      quality_rating: 3,
    });
  });
});

describe('round 25: preferences and focus said in more ways', () => {
  it('reads a zone, a clock, a unit set aside and what pushes someone', () => {
    expect(answer('set me to eastern time', newUser)).toMatchObject({ timezone: 'America/New_York' });
    expect(answer('my clock should be UTC', newUser)).toMatchObject({ timezone: 'UTC' });
    expect(answer('miles not km please', newUser)).toMatchObject({ units: 'imperial' });
    expect(answer('a bit of competition pushes me', newUser)).toMatchObject({ motivation_style: 'social' });
  });

  it("reads a day given to something as that day's focus", () => {
    expect(answer('let friday be for the garden')).toMatchObject({ type: 'set_focus', date: '2026-03-13' });
    expect(answer("today i'm prioritising my taxes")).toMatchObject({
      type: 'set_focus',
      date: '2026-03-12',
    });
  });
});
