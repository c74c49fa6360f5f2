import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { amountBeforeNegation } from './parse-log-habit';
import { proposed } from './test/coach-test-helpers';

function logOf(message: string) {
  return answerMessage(message, fixtures.active_user, false).action;
}

describe('a negation covers what follows it (an amount said first stands)', () => {
  // Paraphrases of development batches 9, 11 and 16 ("two more glasses on tuesday that i forgot to count",
  // "add a 10k run for monday last week, missed it somehow"), in other words.
  it.each([
    ['3 more glasses of water on monday that i missed earlier', 'h-water', '2026-03-09', 11],
    ['5 more pages on tuesday that i forgot', 'h-read', '2026-03-10', 25],
    ['a 6 km run on wednesday, totally missed it in the app', 'h-run', '2026-03-11', 6],
  ])('"%s" logs %s on %s as %d', (message, habitId, date, value) =>
    expect(logOf(message)).toMatchObject({ type: 'log_habit', habit_id: habitId, date, value_number: value }),
  );

  it.each([
    "didn't drink 8 glasses yesterday",
    "i didn't manage 20 pages yesterday",
    'i skipped my run yesterday',
  ])('"%s" is still not done', (message) => expect(logOf(message)).toMatchObject({ value_number: 0 }));

  it('holds for any amount said before "that i missed", and never for one said after the negation', () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.constantFrom('pages', 'glasses', 'km'), (n, unit) => {
        expect(amountBeforeNegation(`${n} more ${unit} that i missed`)).toBe(true);
        expect(amountBeforeNegation(`i didn't do ${n} ${unit}`)).toBe(false);
      }),
    ));
});

describe('another instance or a difference from the record adds to the day', () => {
  // Paraphrases of development batches 10 to 12 and 16 ("went out for a second run on tuesday, 2km",
  // "i had 2 more glasses than i logged"), in other words.
  it.each([
    ['fit in a third run on tuesday, 1 km', 'h-run', '2026-03-10', 6],
    ['wednesday i had 3 glasses more than i logged, please correct it', 'h-water', '2026-03-11', 11],
    ["monday's reading: 4 pages more than what i put in", 'h-read', '2026-03-09', 24],
    ['ran 2 km on tuesday, add it on', 'h-run', '2026-03-10', 7],
  ])('"%s" logs %s on %s as %d', (message, habitId, date, value) =>
    expect(logOf(message)).toMatchObject({ type: 'log_habit', habit_id: habitId, date, value_number: value }),
  );

  it('"more than 20 pages" is the amount, not an addition', () =>
    expect(logOf('i read more than 20 pages on tuesday')).toMatchObject({ value_number: 20 }));

  it('a correction with no difference still replaces the day', () =>
    expect(logOf('fix tuesday, it was 6 glasses')).toMatchObject({ habit_id: 'h-water', value_number: 6 }));
});

describe('an amount that is not said', () => {
  it('asks how much instead of logging the target', () => {
    const reply = answerMessage('drank some water', fixtures.active_user, false);
    expect(reply.action).toBeNull();
    expect(reply.reply).toContain('How much');
    expect(proposed('drank 3 glasses, a bit more than usual')).toMatchObject({ value_number: 3 });
  });
});

describe('a log naming its habit only by the unit, apart from the number', () => {
  it('finds the one habit counting in that unit', () => {
    expect(proposed('did a few more pages, like 4', fixtures.solo_skill_user)).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-read',
      value_number: 16,
    });
  });
});
