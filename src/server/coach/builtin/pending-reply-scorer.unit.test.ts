import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { trainShippedReplyModel } from './eval/pending-reply-data';
import { lenientCorrection } from './lenient-correction';
import { normalizeMessage } from './normalize-message';
import { swapReplyScorer } from './pending-reply-review';
import { scoreReply, type TReplyModel } from './pending-reply-scorer';
import modelData from './pending-reply-scorer-model.json';
import { converse } from './test/coach-test-helpers';

const model: TReplyModel = modelData;
const context = fixtures.standard;
const pendingLog = { type: 'log_habit', habit_id: 'h-read', date: '2026-11-28', value_number: 20 };
const score = (raw: string) =>
  scoreReply(model, { raw, text: normalizeMessage(raw), pending: pendingLog }, context);

/** The conversation's misses with the rules alone, then with the learned reply scorer. */
function withAndWithout(turns: string[], expected: Parameters<typeof converse>[1]) {
  const shipped = swapReplyScorer(null);
  const rulesAlone = converse(turns, expected).length;
  swapReplyScorer(shipped);
  return { rulesAlone, withScorer: converse(turns, expected).length };
}

describe('learned pending-reply scorer (decision 0056)', () => {
  // Its examples are driven through the rules (the route `classifyPendingReply` gives is a feature), so a change
  // to the rules or to a development conversation calls for `npm run coach:train-replies`.
  it('is the one the development conversations and the rules train today', () => {
    expect(model).toEqual(trainShippedReplyModel().model);
  }, 120_000);

  it('loads, and scores the same reply the same way every time', () => {
    expect(model.messages).toHaveLength(5);
    expect(score('make it 25 instead')).toEqual(score('make it 25 instead'));
    expect(score('make it 25 instead').refuse).toBeLessThan(0.01);
    expect(score('lol no i didnt read anything, cancel').refuse).toBeGreaterThan(0.9);
    expect(score('how many pages did i read last week?').question).toBeGreaterThan(0.9);
  });

  // Refusals said in words the rules read as a change or an acceptance.
  it.each([
    ['i flossed today', 'ignore that, i didnt actually'],
    ['switch my units to imperial', 'nah i didnt mean it, keep metric'],
    ['i flossed today', 'ugh ignore that, i didnt floss'],
  ])('"%s" then "%s" is refused', (first, reply) => {
    expect(withAndWithout([first, reply], { cancelled: true })).toEqual({ rulesAlone: 1, withScorer: 0 });
  });

  // Corrections the rules find no reading in: the one row or the one number said. "i meant" said with an apology
  // is the rules' own reading since round 22 (meant-another-row.ts): the scorer must leave it right.
  it.each([
    ['link floss to my marathon goal', 'sorry i meant journal, not floss', 'Journal', 0],
    ['link stretch to my marathon goal', 'oops, i meant meditate', 'Meditate', 0],
    ['link floss to my marathon goal', 'no sorry, journal', 'Journal', 1],
    ['link stretch to my marathon goal', 'argh i meant meditate', 'Meditate', 1],
  ])('"%s" then "%s" corrects the row', (first, reply, habit, missedByRules) => {
    const expected = {
      action: { type: 'link_habit_to_goal', args: { habit_id: habit, goal_id: 'Run a marathon' } },
    };
    expect(withAndWithout([first, reply], expected)).toEqual({
      rulesAlone: missedByRules,
      withScorer: 0,
    });
  });

  it('reads the one new number, and nothing when two are new', () => {
    expect(
      lenientCorrection({ ...pendingLog, value_number: 21 }, 'ugh 12 sorry fat fingers', context),
    ).toEqual({
      ...pendingLog,
      value_number: 12,
    });
    expect(lenientCorrection(pendingLog, 'typo, 14 not 20', context)?.value_number).toBe(14);
    expect(lenientCorrection(pendingLog, 'either 14 or 15', context)).toBeNull();
  });

  // A question asked while a proposal is pending, which the rules would turn into a new proposal.
  it.each([
    ['pause floss until monday', 'will that mess up my streak though'],
    ['pause floss until monday', 'would that wipe my streak'],
    ['pause stretch until friday', 'will that break my stretch streak tho'],
  ])('"%s" then "%s" is answered, not acted on', (first, reply) => {
    expect(withAndWithout([first, reply], { answer: true })).toEqual({ rulesAlone: 1, withScorer: 0 });
  });

  // What must not change: explicit changes, additions, refusals and requests keep the rules' reading; a change
  // the rules read is refused only when the reply also says no ("meh keep metric" keeps metric).
  it.each([
    [
      ['switch my units to imperial', 'meh keep metric'],
      { action: { type: 'update_user_preferences', args: { units: 'metric' } } },
    ],
    [
      ['log 20 pages of reading for today', 'make it 25 instead'],
      { action: { type: 'log_habit', args: { habit_id: 'Read', value_number: 25 } } },
    ],
    [['link floss to my marathon goal', 'no, leave it'], { cancelled: true }],
    [
      ['set my guitar baseline to 30 hours', 'ugh typo, 13'],
      { action: { type: 'update_skill_baseline', args: { skill_id: 'Guitar', baseline_hours: 13 } } },
    ],
    [['pause floss until monday', 'also pause stretch until friday'], { action: { type: 'batch' } }],
    [['log 20 pages of reading for today', 'wait does that count toward my books goal'], { answer: true }],
  ] as const)('%j keeps its reading', (turns, expected) => {
    expect(converse([...turns], expected)).toEqual([]);
  });
});
