import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

/**
 * "i read spanish books" beside a request is the reason for it: "read" is spelled the same in the past, but with
 * no amount and no day it is the present (read-several-requests.ts, `presentRead`), no report to log.
 */
describe('a present "i read …" beside a link is its reason', () => {
  it.each([
    'hook reading up to spanish, i read spanish novels',
    'tie my read habit to the spanish skill, i mostly read in spanish these weeks',
    'reading counts for spanish, i read comics in spanish',
  ])('"%s" links Read to Spanish and logs nothing', (message) => {
    expect(proposed(message)).toMatchObject({
      type: 'link_habit_to_skill',
      habit_id: 'h-read',
      skill_id: 's-spanish',
    });
  });
});

/** "counted in the guitar skill": a habit's time counted in a skill or goal named as one is a link (parse-link.ts). */
describe('a habit counted in a skill or goal', () => {
  it.each([
    ['i want my guitar practice minutes counted in the guitar skill', 'h-guitar', 's-guitar'],
    ['have journal counted into the spanish skill as well', 'h-journal', 's-spanish'],
    ['i would like reading to count in my spanish skill', 'h-read', 's-spanish'],
  ])('"%s" links the habit to the skill', (message, habit, skill) => {
    expect(proposed(message)).toMatchObject({
      type: 'link_habit_to_skill',
      habit_id: habit,
      skill_id: skill,
    });
  });
});
