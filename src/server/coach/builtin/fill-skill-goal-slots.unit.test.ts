import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { readsAsSession } from './fill-skill-goal-slots';

const standard = (message: string) => answerMessage(message, fixtures.standard, false).action;

describe('a reported session is no skill baseline (issue 36)', () => {
  it('"I played guitar for two hours" is practice, not a baseline of 2 hours', () => {
    expect(standard('I played guitar for two hours')?.type).not.toBe('update_skill_baseline');
  });

  it('the baseline still needs its own words', () => {
    expect(standard('I already have 40 hours of guitar')).toMatchObject({
      type: 'update_skill_baseline',
      baseline_hours: 40,
    });
    expect(standard('guitar baseline 150 hours')).toMatchObject({ baseline_hours: 150 });
    expect(standard('I had 30 hours of guitar before')).toMatchObject({ baseline_hours: 30 });
  });

  it('any past-tense session of up to a day, with no word of a total, reads as a session', () =>
    fc.assert(
      fc.property(
        fc.constantFrom('played', 'practiced', 'practised', 'did', 'spent'),
        fc.integer({ min: 1, max: 24 }),
        (verb, hours) => {
          const text = `i ${verb} guitar for ${hours} hours`;
          expect(readsAsSession(text, hours)).toBe(true);
          expect(readsAsSession(`${text} before`, hours)).toBe(false);
          expect(readsAsSession(`i already ${verb} guitar for ${hours} hours`, hours)).toBe(false);
        },
      ),
    ));
});
