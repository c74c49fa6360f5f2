import { describe, expect, it } from 'vitest';
import { answerActive as answer, proposed, request } from './test/coach-test-helpers';

/**
 * Requests of several clauses: a verb said once reaches every row after it, a clause keeps its own amount
 * and date, a later clause is the reason, shorthand joins (answerMessage).
 */

const archived = (habit: string) => ({ type: 'update_habit', habit_id: habit, active: false });
const paused = (habit: string, end: string) => ({
  type: 'update_habit',
  habit_id: habit,
  pause: { start: '2026-03-12', end },
});

describe('a date a change sets belongs to its own clause', () => {
  it('"rename stretch to Mobility and move the thesis deadline to july 15" keeps the name whole', () => {
    expect(answer('rename stretch to Mobility and move the thesis deadline to july 15').action).toMatchObject(
      {
        type: 'batch',
        actions: [
          { type: 'update_habit', habit_id: 'h-stretch', name: 'Mobility' },
          { type: 'update_goal', goal_id: 'g-thesis', end_date: '2026-07-15' },
        ],
      },
    );
  });
});

describe('requests written in shorthand: a plus, a count of habits before a list, a dash or a writing verb before a focus', () => {
  it.each([
    ['30 pages + 10 glasses of water today', ['h-read', 'h-water']],
    ['floss + stretch both done today', ['h-floss', 'h-stretch']],
  ])('"%s" logs both', (message, habits) => {
    const steps = (request(message)?.actions ?? []) as { habit_id?: string }[];
    expect(steps.map((step) => step.habit_id)).toEqual(habits);
  });

  it.each([
    ['i want a few habits: yoga, piano, gardening', 3],
    ['gonna need 2 habits - cold showers, vitamins', 2],
  ])('"%s" makes %i habits', (message, count) => {
    const steps = (request(message)?.actions ?? []) as { type: string }[];
    expect(steps.map((step) => step.type)).toEqual(Array(count).fill('create_habit'));
  });

  it.each([
    ['focus for monday – dentist appointment', 'Dentist appointment'],
    ['focus for tomorrow - prep the slides', 'Prep the slides'],
    ["for tomorrow's focus write down: pay the bills", 'Pay the bills'],
    ['todays focus, jot down - book the vet', 'Book the vet'],
    ['focus today: gym + laundry', 'Gym + laundry'],
  ])('"%s" sets the focus %s', (message, focus) => {
    expect(request(message)).toMatchObject({ type: 'set_focus', focus });
  });
});

describe('requests said in other shapes: a passive, a name said after, a log that should read an amount', () => {
  it.each([
    ['journal habit can be archived now', { type: 'update_habit', habit_id: 'h-journal', active: false }],
    ['i want Stretch renamed to Mobility', { type: 'update_habit', habit_id: 'h-stretch', name: 'Mobility' }],
    [
      'change the Drink water name to just Water',
      { type: 'update_habit', habit_id: 'h-water', name: 'Water' },
    ],
    ['the floss count today should say 1', { type: 'log_habit', habit_id: 'h-floss' }],
    ['meditation for today must show 1', { type: 'log_habit', habit_id: 'h-meditate' }],
    [
      'guitar could use a strumming patterns subskill, name it strumming',
      { type: 'create_user_subskill', name: 'Strumming' },
    ],
    ['finished a 25 minute focus sprint, could you save that', { type: 'create_focus_session', minutes: 25 }],
  ])('"%s"', (message, action) => {
    expect(request(message)).toMatchObject(action);
  });
});

describe('a verb said once reaches every row listed after it', () => {
  it.each([
    ['retire meditate and water', ['h-meditate', 'h-water']],
    ['archive run and water, no time for them', ['h-run', 'h-water']],
    ['delete journal and stretch, not using either', ['h-journal', 'h-stretch']],
  ])('"%s" archives each habit, one named by half its name', (message, habits) => {
    expect(proposed(message)).toEqual({ type: 'batch', actions: habits.map(archived) });
  });

  it.each([
    ['pause water and meditate thru saturday, visiting family', ['h-water', 'h-meditate'], '2026-03-14'],
    ['pause journal and run through sunday', ['h-journal', 'h-run'], '2026-03-15'],
  ])('"%s": a span said after the last row pauses each', (message, habits, end) => {
    expect(proposed(message)).toEqual({ type: 'batch', actions: habits.map((habit) => paused(habit, end)) });
  });
});

describe('a clause with a verb of its own keeps its own amount', () => {
  it.each([
    ['retire journal and change water to 6 glasses', 'h-journal', 'h-water', 6],
    ['archive meditate, and raise run to 7 km', 'h-meditate', 'h-run', 7],
    ['stop stretch and bump read to 35 pages', 'h-stretch', 'h-read', 35],
  ])('"%s": the archive takes no target', (message, gone, changed, target) => {
    const action = proposed(message);
    expect(action?.type).toBe('batch');
    const [first, second] = (action?.actions ?? []) as Record<string, unknown>[];
    expect(first).toEqual(archived(gone));
    expect(second).toMatchObject({ type: 'update_habit', habit_id: changed, target });
  });
});

describe('amounts, days and joins said in everyday forms', () => {
  it.each([
    ['guitar for an hour and a quarter yesterday', 4500],
    ['guitar practice, 2 hours and a half', 9000],
  ])('"%s": a fraction after the unit joins the hours', (message, seconds) => {
    expect(proposed(message)).toMatchObject({ habit_id: 'h-guitar', time_tracked_seconds: seconds });
  });

  it('"two hours and three quarters of chords" is 9,900 seconds', () => {
    expect(proposed('practiced chords for two hours and three quarters')).toMatchObject({
      skill_id: 'ss-chords',
      seconds: 9900,
    });
  });

  it.each([
    ['on the second i journaled', '2026-03-02'],
    ['read 30 pages on the fifth', '2026-03-05'],
  ])('"%s": an ordinal word after "on the" is a day of the month', (message, date) => {
    expect(proposed(message)).toMatchObject({ type: 'log_habit', date });
  });

  it('"ran 5k & stretched yesterday": an ampersand joins two reports', () => {
    expect(proposed('ran 5k & stretched yesterday')).toEqual({
      type: 'batch',
      actions: [
        { type: 'log_habit', habit_id: 'h-run', date: '2026-03-11', value_number: 5 },
        { type: 'log_habit', habit_id: 'h-stretch', date: '2026-03-11', value_boolean: true },
      ],
    });
  });

  it('a focus said with an ampersand keeps it as written', () => {
    expect(proposed('friday focus = admin & email')).toMatchObject({
      type: 'set_focus',
      focus: 'Admin & email',
    });
  });
});

describe('a later clause that says how the user lives, or lived, is the reason for the request', () => {
  it.each([
    ['connect read to spanish, i read in spanish most nights', 'h-read'],
    ['tie journal to spanish please, i usually journal in spanish', 'h-journal'],
    ['link journal to spanish, i write it in spanish anyway', 'h-journal'],
  ])('"%s" links, and logs nothing', (message, habit) => {
    expect(proposed(message)).toMatchObject({
      type: 'link_habit_to_skill',
      habit_id: habit,
      skill_id: 's-spanish',
    });
  });

  it('"set my piano baseline to 40 hours, took lessons as a child" sets the baseline and makes no habit', () => {
    expect(proposed('set my piano baseline to 40 hours, took lessons as a child')).toMatchObject({
      type: 'update_skill_baseline',
      skill_id: 's-piano',
      baseline_hours: 40,
    });
  });

  it('a later report in the past is still logged beside the first', () => {
    expect(proposed('ran 6k and i journaled')).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'log_habit', habit_id: 'h-run', value_number: 6 },
        { type: 'log_habit', habit_id: 'h-journal', value_boolean: true },
      ],
    });
  });
});
