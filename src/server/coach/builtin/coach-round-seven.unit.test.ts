import { describe, expect, it } from 'vitest';
import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { normalizeMessage } from './normalize-message';
import { fillPreferences } from './parse-preferences';
import { readTimeZone } from './read-preferences';
import { recoverOriginal } from './recover-original';

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
