import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { standardAccount } from './eval/coach-standard-fixture';
import { proposed } from './test/coach-test-helpers';

/**
 * Requests about skills: a new subskill's name however the request places it, where a skill starts (its
 * baseline), a session's rating (answerMessage).
 */

describe('a skill said as the subject of a new subskill', () => {
  it.each([
    ['guitar could use a new subskill: Fingerpicking', 's-guitar', 'Fingerpicking'],
    ['spanish needs a new subskill - Slang', 's-spanish', 'Slang'],
  ])('"%s" adds it under the skill', (message, skillId, name) => {
    expect(proposed(message)).toMatchObject({ type: 'create_user_subskill', parent_skill_id: skillId, name });
  });
});

describe('where a skill starts is its baseline', () => {
  it.each([
    ["guitar's starting number is 12 hours", 's-guitar', 12],
    ['i started spanish with 40 hours behind me', 's-spanish', 40],
  ])('"%s" sets the baseline', (message, skill, hours) => {
    expect(answerMessage(message, standardAccount, false).action).toMatchObject({
      type: 'update_skill_baseline',
      skill_id: skill,
      baseline_hours: hours,
    });
  });
});

describe('a rating is read however the judging is worded', () => {
  it.each([
    ['scales for 20 min, rated it a 4', 'ss-scales', 4],
    ['chords for half an hour, i would rate the session a 2', 'ss-chords', 2],
    ['vocab 25 min, scored it 5', 'ss-vocab', 5],
    ['45 minutes of conversation, gave it a solid 3', 'ss-conversation', 3],
  ])('"%s" keeps its quality', (message, subskill, quality) => {
    expect(proposed(message)).toMatchObject({
      type: 'create_skill_entry',
      skill_id: subskill,
      quality_rating: quality,
    });
  });

  it('a number of hours after "it was a" is the session\'s length, no rating', () => {
    expect(proposed('practiced scales, it was a 3 hour session')).not.toHaveProperty('quality_rating');
  });
});

describe("a new subskill's name, however the request places it", () => {
  const skilled = fixtures.solo_skill_user;
  it.each([
    ['drawing could use an Anatomy subskill, please add it', 's-drawing', 'Anatomy'],
    ['drawing needs a perspective subskill', 's-drawing', 'Perspective'],
    ['new subskill for drawing, inking — my lines are wobbly', 's-drawing', 'Inking'],
    ['add a subskill called Hatching to drawing, want to get neater', 's-drawing', 'Hatching'],
    ["i'm working on perspective, put it under drawing as a subskill", 's-drawing', 'Perspective'],
    ['keep anatomy by itself under drawing, make it a subskill', 's-drawing', 'Anatomy'],
  ])('"%s" adds %s / %s', (message, skill, name) => {
    expect(proposed(message, skilled)).toMatchObject({
      type: 'create_user_subskill',
      parent_skill_id: skill,
      name,
    });
  });

  it('practice on the skill stays a practice entry, not a new part', () => {
    expect(proposed('drew for 40 minutes today', skilled)).not.toMatchObject({
      type: 'create_user_subskill',
    });
  });
});

describe('"<skill> needs another subskill" names no part of its own', () => {
  it.each([['drawing needs one more subskill'], ['drawing needs another subskill']])(
    '"%s" proposes no part called after the word before "subskill"',
    (message) => {
      expect(proposed(message, fixtures.solo_skill_user)).toBeNull();
    },
  );
});

describe("a subskill's name without the words that ask for it", () => {
  it('drops the verbs of wanting and tracking', () => {
    expect(proposed('guitar: i want strumming logged on its own as a subskill')).toMatchObject({
      type: 'create_user_subskill',
      parent_skill_id: 's-guitar',
      name: 'Strumming',
    });
    expect(proposed('strumming deserves its own subskill in guitar')).toMatchObject({ name: 'Strumming' });
    expect(proposed('give guitar a theory subskill')).toMatchObject({
      parent_skill_id: 's-guitar',
      name: 'Theory',
    });
  });

  it('reads only the sentence that asks, not the reason before it', () => {
    expect(proposed('audiobooks help a lot. give spanish a Speaking subskill')).toMatchObject({
      parent_skill_id: 's-spanish',
      name: 'Speaking',
    });
  });
});
