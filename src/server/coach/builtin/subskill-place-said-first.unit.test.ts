import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// A new subskill asked for after the skill it goes under, or said as what the skill lacks.
describe('subskill-place-said-first', () => {
  it.each([
    ['within spanish add a subskill called Reading, i struggle there', 's-spanish', 'Reading'],
    ['to guitar can you add a subskill named Tapping, been practising it', 's-guitar', 'Tapping'],
    ['under piano pls add a subskill called Pedalling, it trips me up', 's-piano', 'Pedalling'],
    ['spanish is lacking a Grammar subskill', 's-spanish', 'Grammar'],
    ["piano's missing Arpeggios as a subskill, add it", 's-piano', 'Arpeggios'],
    ['guitar is missing a Tapping subskill', 's-guitar', 'Tapping'],
  ])('"%s" adds the subskill', (message, skill, name) => {
    expect(proposed(message)).toMatchObject({ type: 'create_user_subskill', parent_skill_id: skill, name });
  });
});
