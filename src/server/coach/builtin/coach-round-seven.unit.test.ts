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

describe('a later clause acting on what an earlier clause creates', () => {
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
