import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { nameExamples } from './eval/name-reader-data';
import { bestSpan, namedIn, spansOf, tokenize, trainNameModel } from './name-reader';
import modelData from './name-reader-model.json';
import { reviewedName, shippedNameReviewer, swapNameReviewer } from './name-review';
import { answerFirstMessage } from './question-veto';

/** The name a first message's proposal gives, with the rules alone and with the learned name reader. */
function withAndWithout(message: string) {
  const nameOf = () => namedIn(answerFirstMessage(message, fixtures.active_user, false).action)?.name;
  const shipped = swapNameReviewer(null);
  const rulesAlone = nameOf();
  swapNameReviewer(shipped);
  return { rulesAlone, withReader: nameOf() };
}

describe('learned name reader (decision 0057)', () => {
  it('ships the model trained on the current development requests (run npm run coach:train-names when this fails)', () => {
    expect(modelData).toEqual(trainNameModel(nameExamples()));
  });

  it('reads a name as words of the message, a time, a decimal or a hyphened word one word', () => {
    expect(tokenize('sit-ups by 10:30, daily').map((token) => token.text)).toEqual([
      'sit-ups',
      'by',
      '10:30',
      ',',
      'daily',
    ]);
    expect(spansOf(tokenize('add Floss to my habits, Floss daily'), 'floss')).toEqual([
      { start: 1, end: 2 },
      { start: 6, end: 7 },
    ]);
  });

  it('finds the name after "called" and before the request words', () => {
    const tokens = tokenize('please add a habit called Cold shower to my list');
    const best = bestSpan(modelData, tokens, 'create_habit');
    expect(best && tokens.slice(best.span.start, best.span.end).map((token) => token.text)).toEqual([
      'Cold',
      'shower',
    ]);
  });

  // The rules' name runs over a question mark, a comma or a dash of the message: the reader's span inside it.
  it.each([
    ['can i track stretching? add it', 'Stretching'],
    ['could u track Journaling? yes add it pls', 'Journaling'],
    ["i'm learning tremolo on guitar — add that as a subskill", 'Tremolo'],
    ['new goal called Read 12 books, i wanna read more this year', 'Read 12 books'],
    ['habit: Lunges — daily yes/no thing pls', 'Lunges'],
  ])('"%s" is named %s', (message, name) => {
    const { rulesAlone, withReader } = withAndWithout(message);
    expect(rulesAlone).not.toBe(name);
    expect(withReader).toBe(name);
  });

  // A loose name is cut only to its own words: the reader's span must be a part of it.
  it('never cuts a loose name to a word the rules left out', () => {
    const tokens = 'piano habit for me, 20 min daily on the keyboard';
    expect(reviewedName(tokens, 'create_habit', 'Piano on the keyboard', shippedNameReviewer)).not.toBe('Me');
  });

  // A name the rules read as a run of words is theirs: the pieces that would change it are off.
  it.each([
    ['i want to read every night before bed', 'Read before bed'],
    ['make a habit Plank, simple yes or no', 'Plank'],
    ['habit to go to bed by 10:30', 'Go to bed by 10:30'],
  ])('"%s" keeps the rules\' name %s', (message, name) => {
    expect(withAndWithout(message)).toEqual({ rulesAlone: name, withReader: name });
    expect(reviewedName(message, 'create_habit', name, shippedNameReviewer)).toBeNull();
  });
});
