import { describe, expect, it } from 'vitest';
import { withBareMinutes } from './practice-minutes-said-bare';
import { converse } from './test/coach-test-helpers';

const entry = (skill_id: string, seconds: number) => ({
  type: 'create_skill_entry',
  args: { skill_id, seconds },
});

describe('a bare number added to a pending practice log is minutes', () => {
  it.each([
    ['25 min of scales just now', 'and 15 on chords too', entry('Scales', 1500), entry('Chords', 900)],
    [
      'log 20 minutes of vocab',
      'plus fingerstyle for 10',
      entry('Vocabulary', 1200),
      entry('Fingerstyle', 600),
    ],
    ['did 40 min of chords', 'also a quick 5 of scales', entry('Chords', 2400), entry('Scales', 300)],
  ])('%s → %s', (first, second, one, two) => {
    expect(converse([first, second], { action: { type: 'batch', args: { actions: [one, two] } } })).toEqual(
      [],
    );
  });

  it('leaves a number with a unit or a date as it is', () => {
    expect(withBareMinutes('1 hr of scales')).toBe('1 hr of scales');
    expect(withBareMinutes('scales on the 3rd')).toBe('scales on the 3rd');
    expect(withBareMinutes('10 on chords')).toBe('10 minutes on chords');
  });
});
