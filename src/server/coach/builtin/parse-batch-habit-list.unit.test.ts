import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

const namesOf = (message: string) => {
  const action = answerMessage(message, fixtures.new_user, false).action;
  if (action?.type !== 'batch' || !Array.isArray(action.actions)) return null;
  return action.actions.map((step) => (step.type === 'create_habit' ? step.name : step.type));
};

describe('a list of new habits is one batch, each item a habit', () => {
  // Paraphrases of "set me up with floss, stretch and journal habits": the list before "habits".
  it.each([
    ['could you add yoga, reading and push-ups as habits', ['Yoga', 'Reading', 'Push-ups']],
    ['i want walking plus journaling as daily habits', ['Walking', 'Journaling']],
    ['get me some meditate and floss habits please', ['Meditate', 'Floss']],
  ])('"%s" makes %j', (message, names) => expect(namesOf(message)).toEqual(names));

  // Paraphrases of "habits: meditate + journal" and "habits for X and Y please": "habits" as a label, or
  // "habits for", asks for the list after it.
  it.each([
    ['habits - read + walk', ['Read', 'Walk']],
    ['two habits: floss and stretch', ['Floss', 'Stretch']],
    ['3 new habits - walk, read, journal', ['Walk', 'Read', 'Journal']],
    ['habits for yoga, reading and walking', ['Yoga', 'Reading', 'Walking']],
    ['two habits for push-ups and flossing please', ['Push-ups', 'Flossing']],
  ])('"%s" makes %j', (message, names) => expect(namesOf(message)).toEqual(names));

  it('a question about a list proposes nothing', () => {
    expect(
      answerMessage('should i add yoga and reading as habits?', fixtures.new_user, false).action,
    ).toBeNull();
  });
});
