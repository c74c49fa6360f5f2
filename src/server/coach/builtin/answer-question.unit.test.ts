import { describe, it } from 'vitest';
import { expectFigure } from './test/coach-test-helpers';

describe('lists of the user own rows, asked in few words (round 17)', () => {
  it.each([
    'is anything on hold at the moment',
    'anything paused right now?',
    'is anything paused currently',
  ])('"%s": only habits pause, so the paused habits are listed', (message) =>
    expectFigure(message, '**Journal**'),
  );

  it.each([
    ["what's under guitar", 'Fingerstyle'],
    ['whats under spanish?', 'Vocabulary'],
    ['what is under guitar, the parts i mean', 'Chords'],
  ])('"%s": what sits under a skill is its subskills', (message, part) => expectFigure(message, part));
});
