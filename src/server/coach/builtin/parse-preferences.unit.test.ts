import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { normalizeMessage } from './normalize-message';
import { fillPreferences } from './parse-preferences';
import { proposed } from './test/coach-test-helpers';

/** The preferences a new user states, as the slot filling reads them once the classifier reads a setting. */
const fill = (message: string) =>
  fillPreferences({
    original: message,
    text: normalizeMessage(message),
    context: fixtures.new_user,
    guest: false,
  })?.action;

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

describe('places said in a preference', () => {
  it('read a place travelled to as no setting', () => {
    expect(proposed('reserve a flight to rome', fixtures.new_user)).toBeNull();
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

// Round 41.
describe('the week running from a day, clubs, "all in on", more places', () => {
  it('reads each', () => {
    expect(proposed('make my week run from sunday')).toMatchObject({
      week_start: 'sunday',
    });
    expect(fill('training with my cycling club keeps me going')).toMatchObject({
      motivation_style: 'social',
    });
    expect(proposed("tomorrow i'm all in on the grant", fixtures.new_user)).toMatchObject({
      type: 'set_focus',
      date: '2026-03-13',
    });
    expect(proposed("i'm living in brazil now", fixtures.new_user)).toMatchObject({
      timezone: 'America/Sao_Paulo',
    });
  });
});

// Round 51.
describe('being told what to do', () => {
  it('reads "nobody tells me what to do" as autonomy', () => {
    expect(fill('i am happiest when nobody tells me what to do')).toMatchObject({
      motivation_style: 'autonomy',
    });
  });
});

// Round 53.
describe('a request read as no motivation', () => {
  it('reads no motivation style from an order to change something', () => {
    expect(answerMessage('update my target', fixtures.new_user, false).action).toBeNull();
  });
});
