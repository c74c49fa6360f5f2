import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

const general = (skill: string, seconds: number) => ({
  type: 'batch',
  actions: [
    { type: 'create_user_subskill', parent_skill_id: skill, name: 'General' },
    { type: 'create_skill_entry', skill_id: '$1', parent_skill_id: skill, seconds },
  ],
});

/**
 * Practice said to be on the skill itself goes on its General part (parse-skill-requests.ts, `namesWholeSkill`);
 * with no part named and no such words, the coach asks which part.
 */
describe('practice put on the skill as a whole', () => {
  it.each([
    ['45 min of spanish, put it on the skill', 's-spanish', 2700],
    ['piano for 20 minutes, log it against my piano skill', 's-piano', 1200],
    ['half an hour of spanish as a whole, no particular part', 's-spanish', 1800],
  ])('"%s" logs it on General', (message, skill, seconds) => {
    expect(proposed(message)).toMatchObject(general(skill, seconds));
  });

  it.each(['25 minutes of piano this morning', 'spanish for an hour'])('"%s" asks which part', (message) => {
    expect(proposed(message)).toBeNull();
  });
});

/** A skill's "starting hours" are its baseline, never a habit's target (answer-message.ts, parse-skill-requests.ts). */
describe('starting hours are the baseline', () => {
  it.each([
    ['make my guitar starting hours 30', 's-guitar', 30],
    ['piano starting hours should be 15, not 0', 's-piano', 15],
    ['update the spanish initial hours to 65', 's-spanish', 65],
  ])('"%s" sets the baseline', (message, skill, hours) => {
    expect(proposed(message)).toMatchObject({
      type: 'update_skill_baseline',
      skill_id: skill,
      baseline_hours: hours,
    });
  });
});
