import { describe, expect, it } from 'vitest';
import { weekdayNames } from '../../../domain/preferences/preference-options';
import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

/** Issue 25, round 6: preferences said in more ways, "=" as a label, and sessions no sitting can hold. */

const active = fixtures.active_user;
const newUser = fixtures.new_user;
const answer = (message: string, context: TCoachContext = newUser) =>
  answerMessage(message, context, false).action;

describe('the week start said as a span of days', () => {
  it.each(weekdayNames.map((day, index) => [day, weekdayNames[(index + 6) % 7]]))(
    'a week from %s to %s starts on the first',
    (first, last) => {
      expect(answer(`i'd like my week to go ${first} to ${last}`)).toMatchObject({
        type: 'update_user_preferences',
        week_start: first,
      });
    },
  );

  it('does not read a span shorter than a week, or one not said of the week, as a week start', () => {
    expect(answer("i'd like my week to go monday to friday")).not.toMatchObject({ week_start: 'monday' });
    expect(answer('i work monday to sunday')).not.toMatchObject({ type: 'update_user_preferences' });
  });
});

describe('the week start asked as a question', () => {
  it('reads "can my week start on …?" as the setting, with or without an article, not as a review of the week', () => {
    expect(answer('could my week begin on the monday?')).toMatchObject({
      type: 'update_user_preferences',
      week_start: 'monday',
    });
    expect(answerMessage('how is my week going?', active, false).reply).toMatch(/This week so far/);
  });
});

describe('units', () => {
  it('never takes the units the user refuses as the system they want', () => {
    expect(answer('kilometres please, i hate miles and pounds')).toMatchObject({ units: 'metric' });
    expect(answer("imperial, i can't think in kilos and litres")).toMatchObject({ units: 'imperial' });
  });
});

describe('motivation', () => {
  it('chooses the style most of the words speak of', () => {
    expect(answer('training with friends and sharing results keeps me going')).toMatchObject({
      motivation_style: 'social',
    });
  });

  it('reads ticking boxes as achievement and "i\'m all about" as a cue', () => {
    expect(answer('ticking the boxes on my list is what drives me')).toMatchObject({
      motivation_style: 'achievement',
    });
    expect(answer("i'm all about learning new skills")).toMatchObject({ motivation_style: 'mastery' });
  });

  it("reads doing things one's own way as autonomy", () => {
    expect(answer('i need to work on my own terms')).toMatchObject({ motivation_style: 'autonomy' });
  });
});

describe("today's focus", () => {
  it('reads an equals sign as a label and "tomorrows" without its apostrophe', () => {
    expect(answer('tomorrows focus = taxes')).toMatchObject({
      type: 'set_focus',
      focus: 'Taxes',
      date: '2026-03-13',
    });
  });
});

describe('focus sessions', () => {
  it('never logs more than one sitting can hold as a single session', () => {
    expect(answer('log 600 minutes of deep work', active)).not.toMatchObject({
      type: 'create_focus_session',
    });
    expect(answer('log 50 minutes of deep work', active)).toMatchObject({
      type: 'create_focus_session',
      minutes: 50,
    });
  });
});

describe("new habits' names and values", () => {
  it('leaves a wish said after a comma, and a cue after the amount, out of the name', () => {
    expect(answer('track water, i want 6 glasses a day')).toMatchObject({
      name: 'Water',
      target: 6,
      unit: 'glasses',
    });
    expect(answer('i want to meditate 10 minutes after every workout')).toMatchObject({
      name: 'Meditate',
      target: 10,
    });
  });

  it('reads "10k" as thousands where steps are counted, and as kilometres otherwise', () => {
    expect(answer('count my steps, aiming for 8k a day')).toMatchObject({ target: 8000, unit: 'steps' });
    expect(answer('ran 10k this morning', active)).toMatchObject({ habit_id: 'h-run', value_number: 10 });
  });
});

describe('several logs in one message', () => {
  it('keeps the order they were said in', () => {
    expect(answer('log 2 glasses of water and meditation for today', active)).toMatchObject({
      type: 'batch',
      actions: [{ habit_id: 'h-water' }, { habit_id: 'h-meditate' }],
    });
  });
});

describe('renames', () => {
  it('takes a new name in single quotes without its quotes, and keeps an apostrophe inside a name', () => {
    expect(answer("rename stretch to 'Evening stretch'", active)).toMatchObject({
      habit_id: 'h-stretch',
      name: 'Evening stretch',
    });
    expect(answer("rename Read to Dad's books", active)).toMatchObject({ name: "Dad's books" });
  });
});

describe('round 33: more ways to say a preference or a session', () => {
  it('reads other verbs and "day one" for the week start', () => {
    expect(answer('my week opens on monday')).toMatchObject({ week_start: 'monday' });
    expect(answer('saturday is day 1 of my week')).toMatchObject({ week_start: 'saturday' });
  });

  it('reads a country with one zone, and arriving somewhere, as a time zone', () => {
    expect(answer("i'm based in germany")).toMatchObject({ timezone: 'Europe/Berlin' });
    expect(answer('just arrived in singapore for good')).toMatchObject({ timezone: 'Asia/Singapore' });
  });

  it('reads what matters to the user as a motivation', () => {
    expect(answer('choosing my own path is what matters to me')).toMatchObject({
      motivation_style: 'autonomy',
    });
  });

  it('reads a focused length of time as a focus session', () => {
    expect(answer('a focused hour on the thesis', active)).toMatchObject({
      type: 'create_focus_session',
      minutes: 60,
      goal_id: 'g-thesis',
    });
  });
});

describe('round 34: coasts, seeing units, accountability and focus set "as" the day\'s', () => {
  it('reads the coasts as zones and "see … in km" as a unit system', () => {
    expect(answer("we're on the west coast")).toMatchObject({ timezone: 'America/Los_Angeles' });
    expect(answer("i'd rather see weights in pounds")).toMatchObject({ units: 'imperial' });
  });

  it('reads being kept accountable as social', () => {
    expect(answer('a running club keeps me accountable')).toMatchObject({ motivation_style: 'social' });
  });

  it('reads "put X as tomorrow\'s focus" with X as the focus', () => {
    expect(answer("set the tax forms as tomorrow's priority", active)).toMatchObject({
      type: 'set_focus',
      focus: 'The tax forms',
      date: '2026-03-13',
    });
  });
});
