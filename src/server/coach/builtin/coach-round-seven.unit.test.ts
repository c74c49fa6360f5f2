import { describe, expect, it } from 'vitest';
import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { normalizeMessage } from './normalize-message';
import { fillPreferences } from './parse-preferences';
import { findDate } from './read-dates';
import { markPlaces, readTimeZone } from './read-preferences';
import { findDuration, findQuantity } from './read-quantities';
import { recoverOriginal } from './recover-original';
import { referBack, withCreatedRow } from './refer-back';

/** Issue 25, round 7: settings read without their cue words once the classifier reads them as settings. */

const newUser = fixtures.new_user;
const answer = (message: string, context: TCoachContext = newUser) =>
  answerMessage(message, context, false).action;
const fill = (message: string) =>
  fillPreferences({ original: message, text: normalizeMessage(message), context: newUser, guest: false })
    ?.action;

describe('the preferences slot filling', () => {
  it('reads a city, a unit system or a style without the words that ask for a setting', () => {
    expect(fill('home is auckland')).toMatchObject({ timezone: 'Pacific/Auckland' });
    expect(fill("i'm european so metric")).toMatchObject({ units: 'metric' });
    expect(fill('kilos for me')).toMatchObject({ units: 'metric' });
    expect(fill('i just love seeing my numbers go up')).toMatchObject({ motivation_style: 'achievement' });
    expect(fill('what really drives me is becoming an expert')).toMatchObject({
      motivation_style: 'mastery',
    });
    expect(fill('give me room to do things how i like')).toMatchObject({ motivation_style: 'autonomy' });
  });

  it('never reads units from a report with an amount, and proposes nothing when no setting is stated', () => {
    expect(fill('ran 5 miles')).toBeUndefined();
    expect(fill('hello there')).toBeUndefined();
  });

  it('is used when the classifier reads the message as settings', () => {
    expect(answer("i'm over in singapore for work now")).toMatchObject({ timezone: 'Asia/Singapore' });
    expect(answer('brisbane time please')).toMatchObject({ timezone: 'Australia/Brisbane' });
  });
});

describe('the time zone of a move', () => {
  it('is the place moved to, not the place left', () => {
    const text = 'ive just moved from london to dublin';
    expect(readTimeZone(text, text)).toBe('Europe/Dublin');
    expect(readTimeZone('from new york to paris', 'from new york to paris')).toBe('Europe/Paris');
  });
});

describe('text recovered as typed', () => {
  it('leaves out quotes around the whole fragment, but not an apostrophe inside it', () => {
    expect(recoverOriginal("put 'Finish the essay' as my focus", "'finish the essay'")).toBe(
      'Finish the essay',
    );
    expect(recoverOriginal("call mum's dentist", "mum's dentist")).toBe("mum's dentist");
    expect(answer("put 'finish the essay' as my focus")).toMatchObject({ focus: 'Finish the essay' });
  });
});

describe('places that are not zones in the runtime list', () => {
  it('reads countries, regions and cities that share a zone', () => {
    expect(answer("i'm in hawaii")).toMatchObject({ timezone: 'Pacific/Honolulu' });
    expect(answer('switch me to india time')).toMatchObject({ timezone: 'Asia/Kolkata' });
    expect(answer('cape town is home now')).toMatchObject({ timezone: 'Africa/Johannesburg' });
    expect(answer("i've moved to san francisco")).toMatchObject({ timezone: 'America/Los_Angeles' });
  });
});

describe('the week start as a span written with a dash', () => {
  it('reads "monday-sunday weeks" with or without spaces', () => {
    expect(answer('monday-sunday weeks please')).toMatchObject({ week_start: 'monday' });
    expect(answer('sunday - saturday weeks for me')).toMatchObject({ week_start: 'sunday' });
  });
});

describe("today's focus said before the words that name it", () => {
  it('reads the clause a later "that\'s my focus" points back to, without the speaker\'s framing', () => {
    expect(answer("i have to clean the house, that's the priority today")).toMatchObject({
      type: 'set_focus',
      focus: 'Clean the house',
      date: '2026-03-12',
    });
    expect(answer("got a big exam tomorrow so that's my focus")).toMatchObject({ date: '2026-03-13' });
  });

  it('reads a day given over to one thing', () => {
    expect(answer("let's make today a thesis day", fixtures.active_user)).toMatchObject({
      type: 'set_focus',
      focus: 'Thesis day',
      date: '2026-03-12',
    });
    expect(answer('make saturday a family day')).toMatchObject({ date: '2026-03-14' });
  });
});

describe('a span of clock times after a clause with a duration', () => {
  it('stays a block of the plan, not a number that borrows the minutes of the first clause', () => {
    expect(answer('plan friday: call at 8 for 30 minutes, writing 9 till 11')).toMatchObject({
      type: 'schedule_day',
      date: '2026-03-13',
      sessions: [
        { start_time: '08:00', end_time: '08:30' },
        { start_time: '09:00', end_time: '11:00' },
      ],
    });
  });
});

describe('a later clause that repeats only the target of a link', () => {
  it('links the same habit to each target, the kind of row said making half its name enough', () => {
    expect(answer('link journal to the thesis and to the books goal', fixtures.active_user)).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'link_habit_to_goal', habit_id: 'h-journal', goal_id: 'g-thesis' },
        { type: 'link_habit_to_goal', habit_id: 'h-journal', goal_id: 'g-books' },
      ],
    });
  });
});

describe('a later clause acting on what an earlier clause creates', () => {
  it('logs practice on a subskill the same message adds, by its reference in the batch', () => {
    expect(
      answer('add a subskill called tremolo to guitar and log 20 min on it', fixtures.active_user),
    ).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_user_subskill', parent_skill_id: 's-guitar', name: 'Tremolo' },
        { type: 'create_skill_entry', skill_id: '$1', seconds: 1200 },
      ],
    });
  });

  it('adds a created goal to the context under its reference, and reads "it" as its name', () => {
    const context = withCreatedRow(
      newUser,
      { type: 'create_goal', title: 'Run 300 km', target_value: 300 },
      '$1',
    );
    expect(context.goals).toMatchObject([{ id: '$1', name: 'Run 300 km', target_value: 300 }]);
    expect(withCreatedRow(newUser, { type: 'log_habit', habit_id: 'h-read' }, '$1')).toBe(newUser);
    expect(referBack('log 20 minutes on it', 'Tremolo')).toBe('log 20 minutes on tremolo');
    expect(referBack('log 20 minutes on it', null)).toBe('log 20 minutes on it');
  });
});

describe('an amount said as added ("3 more pages", "15 more minutes")', () => {
  it('keeps what is counted after the word that says it is added', () => {
    expect(findQuantity('3 more pages of my book')).toMatchObject({ value: 3, unit: 'pages' });
    expect(findQuantity('2 extra glasses')).toMatchObject({ value: 2, unit: 'glasses' });
    expect(findDuration('15 more minutes')).toMatchObject({ seconds: 900 });
    expect(findQuantity('3 more')).toMatchObject({ value: 3, unit: null });
  });

  it("adds to the day's value of the habit counted in that unit or time", () => {
    expect(answer('3 more pages of my book', fixtures.solo_skill_user)).toMatchObject({
      habit_id: 'h-read',
      value_number: 15,
    });
    expect(answer('played guitar 15 more minutes yesterday', fixtures.active_user)).toMatchObject({
      habit_id: 'h-guitar',
      date: '2026-03-11',
      value_number: 45,
    });
  });
});

describe('talking as conversation practice', () => {
  it('logs talking or chatting in a language on its conversation subskill', () => {
    expect(answer('chatted in spanish for 20 minutes', fixtures.active_user)).toMatchObject({
      type: 'create_skill_entry',
      skill_id: 'ss-conversation',
      seconds: 1200,
    });
  });
});

describe('a labelled list whose last item only says how much', () => {
  it('is one item with its amount, not two requests', () => {
    expect(answer('add habit: practice guitar, 15 min')).toMatchObject({
      type: 'create_habit',
      name: 'Practice guitar',
      target: 15,
      unit: 'minutes',
    });
    expect(answer('piano today: scales 15 min, sight reading 10 min', fixtures.active_user)).toMatchObject({
      type: 'batch',
    });
  });
});

describe('wording that says a thing recurs', () => {
  it('rules out a one-off report, so a new habit is read', () => {
    expect(answer('do 15 minutes of yoga on weekdays')).toMatchObject({
      type: 'create_habit',
      target: 15,
      schedule: { weekdays: [1, 2, 3, 4, 5] },
    });
  });

  it('leaves a report on one past weekday a report', () => {
    expect(answer('forgot to meditate on sunday', fixtures.active_user)).toMatchObject({
      type: 'log_habit',
      date: '2026-03-08',
    });
  });
});

describe('an amount given to each thing listed', () => {
  it('goes to every clause without an amount of its own', () => {
    expect(answer('practiced chords and scales for 20 minutes each', fixtures.active_user)).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_skill_entry', skill_id: 'ss-chords', seconds: 1200 },
        { type: 'create_skill_entry', skill_id: 'ss-scales', seconds: 1200 },
      ],
    });
  });
});

describe('a wish said once for several things', () => {
  it('is lent to a later clause without a wish of its own', () => {
    expect(answer("i'd like to swim daily and cycle on weekends")).toMatchObject({
      type: 'batch',
      actions: [{ type: 'create_habit' }, { type: 'create_habit', schedule: { weekdays: [0, 6] } }],
    });
  });
});

describe('places for the classifier', () => {
  it('are one tag, whatever the country or city, but not words that only look like zones', () => {
    expect(markPlaces('working remotely from thailand for a while')).toMatch(/from\s+_place\s+for/);
    expect(markPlaces('i live in cape town')).toMatch(/in\s+_place/);
    expect(markPlaces('save 3000 by christmas')).toBe('save 3000 by christmas');
    expect(markPlaces('call sofia')).toBe('call sofia');
  });

  it('read a place travelled to as no setting', () => {
    expect(answer('reserve a flight to rome')).toBeNull();
    expect(fill("i'm visiting berlin next month")).toBeUndefined();
    expect(fill('i moved to berlin last month')).toMatchObject({ timezone: 'Europe/Berlin' });
  });
});

describe('the week start said with other verbs in any order', () => {
  it('reads "kick off" and "from" beside the week', () => {
    expect(fill('monday should kick off my week')).toMatchObject({ week_start: 'monday' });
    expect(fill('weeks from saturday for me')).toMatchObject({ week_start: 'saturday' });
  });
});

describe("today's focus said as what the speaker will be at", () => {
  it('reads the thing after "i\'ll be on"', () => {
    expect(answer("tomorrow i'll mostly be on the budget review", fixtures.active_user)).toMatchObject({
      type: 'set_focus',
      date: '2026-03-13',
    });
  });
});

describe('a reading the classifier is sure of among those that could be filled', () => {
  it('is proposed rather than asked about when the likelier intent could not be read', () => {
    expect(answer('30 minutes of focused writing on the thesis', fixtures.active_user)).toMatchObject({
      type: 'create_focus_session',
      minutes: 30,
    });
  });
});

describe('stopping a habit for a while', () => {
  it('is a pause when said to be temporary, an archive when said for good or outright', () => {
    expect(answer('temporarily drop the run habit', fixtures.active_user)).toMatchObject({
      habit_id: 'h-run',
      pause: { start: '2026-03-12', end: null },
    });
    expect(answer('skip journal until further notice', fixtures.active_user)).toMatchObject({
      habit_id: 'h-journal',
      pause: { start: '2026-03-12' },
    });
    expect(answer('stop the journal habit', fixtures.active_user)).toMatchObject({ active: false });
  });
});

describe('a deadline of "this month"', () => {
  it('is the last day of the month for a new goal', () => {
    expect(answer('i want to swim 20 km this month')).toMatchObject({
      type: 'create_goal',
      target_value: 20,
      end_date: '2026-03-31',
    });
  });
});

describe('a label naming one thing', () => {
  it('keeps an "and" inside the thing named', () => {
    expect(answer('goal: read pride and prejudice by june')).toMatchObject({
      type: 'create_goal',
      end_date: '2026-06-30',
    });
  });
});

describe('round 41: the week running from a day, clubs, "all in on", more places', () => {
  it('reads each', () => {
    expect(answer('make my week run from sunday', fixtures.active_user)).toMatchObject({
      week_start: 'sunday',
    });
    expect(fill('training with my cycling club keeps me going')).toMatchObject({
      motivation_style: 'social',
    });
    expect(answer("tomorrow i'm all in on the grant")).toMatchObject({
      type: 'set_focus',
      date: '2026-03-13',
    });
    expect(answer("i'm living in brazil now")).toMatchObject({ timezone: 'America/Sao_Paulo' });
  });
});

describe('arrows and check marks', () => {
  it('reads an arrow as "to" and a check mark as "done", ending what it follows', () => {
    expect(normalizeMessage('rename Read → Reading')).toBe('rename read to reading');
    expect(normalizeMessage('run -> jog')).toBe('run to jog');
    expect(normalizeMessage('Stretch ✔️ Journal ✅')).toBe('stretch done, journal done');
    expect(normalizeMessage('meditation done ✅')).toBe('meditation done');
    expect(answer('Stretch ✔️ Journal ✅', fixtures.active_user)).toMatchObject({
      type: 'batch',
      actions: [{ habit_id: 'h-stretch' }, { habit_id: 'h-journal' }],
    });
  });
});

describe('a goal renamed and moved in one sentence', () => {
  it('ends the new name where the change of deadline starts', () => {
    expect(
      answer('rename the marathon goal to Berlin 2026 and move it to october 25', fixtures.active_user),
    ).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-marathon',
      name: 'Berlin 2026',
      end_date: '2026-10-25',
    });
  });
});

describe('a month gone by', () => {
  it('is no day to log on, while a month ahead stays a deadline', () => {
    expect(findDate('the books i read in january', '2026-03-12', 'past')).toBeNull();
    expect(findDate('by june', '2026-03-12', 'future')).toMatchObject({ date: '2026-06-30' });
  });

  it('leaves an amount in a unit only a goal counts off the habit of the same word', () => {
    expect(answer('read 3 books in january', fixtures.active_user)).not.toMatchObject({ type: 'log_habit' });
    expect(answer('read 30 pages', fixtures.active_user)).toMatchObject({
      type: 'log_habit',
      value_number: 30,
    });
  });
});

describe('round 51: being told what to do', () => {
  it('reads "nobody tells me what to do" as autonomy', () => {
    expect(fill('i am happiest when nobody tells me what to do')).toMatchObject({
      motivation_style: 'autonomy',
    });
  });
});
