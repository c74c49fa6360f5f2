import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { activityName, withoutClosingTimeWords, withoutTrailingQualifiers } from './habit-name-words';
import { habitNameOf, proposed } from './test/coach-test-helpers';

describe('the words an inferred habit name keeps', () => {
  // Paraphrases of "habit: go for a run 3 times a week".
  it.each([
    ['go for a hike', 'Hike'],
    ['going for a quick swim', 'Swim'],
    ['go cycling', 'Cycling'],
  ])('"%s" is the activity %s', (said, name) => expect(activityName(said)).toBe(name));

  it('"go to bed" is a chore of its own', () => expect(activityName('go to bed')).toBeNull());

  // Paraphrases of "i'd like a daily floss habit added as well": closing words stack.
  it.each([
    ['yoga added too', 'yoga'],
    ['journal set up as well', 'journal'],
    ['walk from now on please', 'walk'],
  ])('"%s" names %s', (said, name) => expect(withoutTrailingQualifiers(said)).toBe(name));

  // Paraphrases of "new one for the list: swimming, two times a week": a label saying another row comes.
  it.each([
    ['another one for my tracker: cycling, 3 times a week', 'Cycling'],
    ['one more for the list - yoga on sundays', 'Yoga'],
    ['next up: go for a walk every evening, make it a habit', 'Walk'],
  ])('"%s" is a habit named %s', (message, name) => expect(habitNameOf(message)).toBe(name));

  // Paraphrases of "Stretch sounds boring, call it Mobility from now on": when a new name applies is no part of it.
  it.each([
    ['call the run habit Jog now please', 'h-run', 'Jog'],
    ['rename journal to Diary going forward', 'h-journal', 'Diary'],
    ['meditate should be called Breathwork from today on', 'h-meditate', 'Breathwork'],
  ])('"%s" renames %s to %s', (message, habitId, name) =>
    expect(proposed(message)).toMatchObject({
      type: 'update_habit',
      habit_id: habitId,
      name,
    }),
  );

  it('a given name keeps words that are its own', () => {
    expect(withoutClosingTimeWords('Read more')).toBe('Read more');
    expect(withoutClosingTimeWords('Mobility from now on')).toBe('Mobility');
  });

  // Paraphrases of "bedtime reading habit, 20 minutes a night": a time of day before an activity says when.
  it.each([
    ['i want a morning stretching habit', 'Stretching'],
    ['a nightly journaling habit please', 'Journaling'],
    ['evening meditating, 10 minutes, as a new habit', 'Meditating'],
  ])('"%s" is a habit named %s', (message, name) => expect(habitNameOf(message)).toBe(name));

  it('before a thing the time of day may be the name', () =>
    expect(habitNameOf('add: evening walk')).toBe('Evening walk'));

  // Paraphrases of "15 pages every day, could that be a habit for me": pages are read.
  it.each([
    ['new habit: 2 chapters a night', 'Read'],
    ['30 pages a day as a habit please', 'Read'],
    ['could 10 pages daily be my new habit', 'Read'],
  ])('"%s" is a habit named %s', (message, name) => expect(habitNameOf(message)).toBe(name));

  // Paraphrases of "three flossing days a week is my realistic aim, habit it": the activity inside the count.
  it.each([
    ['4 running mornings a week as a new habit', 'Running', 4],
    ['two journaling nights a week would be a good plan, add it', 'Journaling', 2],
    ['5 walking days per week is my target, make it a habit', 'Walking', 5],
  ])('"%s" is %s, %d times a week', (message, name, times) =>
    expect(proposed(message, fixtures.new_user)).toMatchObject({
      type: 'create_habit',
      name,
      schedule: { times },
    }),
  );

  // Paraphrases of "running habit: 5 km, 3x per week": the activity in the label names the habit.
  it.each([
    ['cycling habit - 20 km on saturdays', 'Cycling'],
    ['swimming habit: 1 km twice a week', 'Swimming'],
    ['rowing habit: 2000 meters a day', 'Rowing'],
  ])('"%s" is a habit named %s', (message, name) => expect(habitNameOf(message)).toBe(name));

  // Paraphrases of "meditate mon–fri before work": a meal, work or school says when.
  it.each([
    ['new habit: walk after dinner', 'Walk'],
    ['i want a habit to stretch after work', 'Stretch'],
    ['meditate before breakfast, make it a habit', 'Meditate'],
  ])('"%s" is a habit named %s', (message, name) => expect(habitNameOf(message)).toBe(name));
});

describe('a report of an activity with no habit yet', () => {
  // The habit offered is named by the activity, never by its past tense (issue 36: a habit's name is its activity).
  it.each([
    ['slept 8 hours', 'Sleep'],
    ['meditated 10 minutes', 'Meditate'],
    ['swam 20 laps', 'Swim'],
    ['drew for 30 minutes', 'Draw'],
    ['i stretched for 10 minutes', 'Stretch'],
    ['studied spanish 30 minutes', 'Study spanish'],
  ])('"%s" offers the habit %s', (said, name) => expect(habitNameOf(said)).toBe(name));

  it('leaves a word ending in -ed that is no listed activity as it was said', () => {
    expect(activityName('seed the lawn')).toBeNull();
    expect(activityName('visited grandma')).toBeNull();
  });
});
