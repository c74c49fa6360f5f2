import { describe, expect, it } from 'vitest';
import { classifyPendingReply } from '../../../domain/coach/pending-reply';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { standardAccount } from './eval/coach-standard-fixture';
import { interpretPendingReply } from './interpret-pending-reply';
import { answer, converse, log } from './test/coach-test-helpers';

/**
 * A correction of a pending proposal: the amount, day, part, name or focus it replaces changes that field
 * only (interpretPendingReply, the harness's turns).
 */

const context = fixtures.standard;

describe('corrections of a pending focus', () => {
  it('reads "swap it for: …" as the new focus', () => {
    const pending = { type: 'set_focus', focus: 'Laundry', date: '2026-11-28' };
    const answer = interpretPendingReply(pending, 'swap it for: call the bank', context);
    expect(answer).toMatchObject({ intent: 'modify', action: { focus: 'Call the bank' } });
  });
});

describe('amounts and names said in a follow-up', () => {
  it.each([
    ['three quarters of an hour', 2700],
    ['a quarter hour', 900],
  ])('"%s" corrects a pending practice entry to %i seconds', (said, seconds) => {
    const pending = {
      type: 'create_skill_entry',
      skill_id: 'ss-scales',
      parent_skill_id: 's-guitar',
      seconds: 600,
    };
    const answer = interpretPendingReply(pending, `make it ${said}`, fixtures.standard);
    expect(answer).toMatchObject({ intent: 'modify', action: { seconds } });
  });

  it('reads "30 instead" as the new length, "instead" being no unit', () => {
    const pending = { type: 'create_focus_session', minutes: 25 };
    const answer = interpretPendingReply(pending, 'nah, try 30 instead', context);
    expect(answer).toMatchObject({ intent: 'modify', action: { minutes: 30 } });
  });

  it('names a subskill "call it …" without the "call"', () => {
    const { action } = answerMessage('add a spanish subskill, call it grammar drills', context, false);
    expect(action).toMatchObject({ type: 'create_user_subskill', name: 'Grammar drills' });
  });
});

describe('new habits named by the activity, and renamed while pending', () => {
  it.each([
    ['track my bike commutes', 'Cycling'],
    ['new habit: pool laps', 'Swimming'],
    ['add journaling as a new habit', 'Journaling'],
    ['i want to walk every day', 'Walk'],
  ])('"%s" creates %s', (message, name) => {
    expect(answerMessage(message, context, false).action).toMatchObject({ type: 'create_habit', name });
  });

  it('reads "rename that to …" as a correction of the pending habit', () => {
    expect(classifyPendingReply('rename that to morning stretch')).toBe('ask_intent');
    const pending = { type: 'create_habit', name: 'Stretching', habit_type: 'boolean' };
    const answer = interpretPendingReply(pending, 'rename that to morning stretch', context);
    expect(answer).toMatchObject({ intent: 'modify', action: { name: 'morning stretch' } });
  });
});

describe('another part of the same skill named on a pending practice entry', () => {
  it('"no, it was chords, not scales" moves the entry to Chords', () => {
    const pending = {
      type: 'create_skill_entry',
      skill_id: 'ss-scales',
      parent_skill_id: 's-guitar',
      seconds: 1200,
      date: '2026-11-28',
    };
    expect(interpretPendingReply(pending, 'no, it was chords, not scales', fixtures.standard)).toMatchObject({
      intent: 'modify',
      action: { skill_id: 'ss-chords', seconds: 1200 },
    });
  });
});

describe('a correction that names one step of a batch changes that step only', () => {
  it.each([
    [['stretched this morning, log it', 'and a run', 'wait, the run was on thursday'], '2026-11-26'],
    [['log stretch for today', 'and a run too', 'hmm the run happened yesterday'], '2026-11-27'],
  ])('%j', (turns, day) => {
    const actions = [log('Stretch', '2026-11-28', true), log('Run', day, true)];
    expect(converse(turns, { action: { type: 'batch', args: { actions } } })).toEqual([]);
  });
});

describe('a corrected amount said with filler is the correction', () => {
  const pending = log('h-read', '2026-11-28', 15);
  it.each([
    ['um, 19 as it happens', 19],
    ['well 22 in the end', 22],
    ['uh 17, now that i check', 17],
  ])('"%s"', (reply, value) => {
    expect(interpretPendingReply(pending, reply, standardAccount)).toEqual({
      intent: 'modify',
      action: log('h-read', '2026-11-28', value),
    });
  });

  it('"put the target at 800 km" on a new goal sets its target to 800', () => {
    const goal = answer('new goal: cycle 500 km by end of 2027').action;
    const read = interpretPendingReply(goal, 'hmm, put the target at 800 km', standardAccount);
    expect(read.action).toMatchObject({ type: 'create_goal', target_value: 800 });
  });
});

describe('a correction that names the day or part it replaces edits the proposal', () => {
  it.each([
    ['mark journal done for the 19th', 'oops, meant today, not the 19th', log('Journal', '2026-11-28', true)],
    [
      'tick off floss for the 24th',
      'no sorry i meant yesterday not the 24th',
      log('Floss', '2026-11-27', true),
    ],
  ])('"%s" → "%s" moves the log to the day meant', (first, second, expected) => {
    const { type, ...args } = expected;
    expect(converse([first, second], { action: { type, args } })).toEqual([]);
  });

  it.each([
    ['20 min of chords practice please', 'ah no, it was fingerstyle work rather than chords', 'Fingerstyle'],
    ['log 30 minutes of fingerstyle', 'actually that was scale drills instead of fingerstyle', 'Scales'],
  ])('"%s" → "%s" moves the practice to the other part', (first, second, part) => {
    const expected = { type: 'create_skill_entry', args: { skill_id: part, parent_skill_id: 'Guitar' } };
    expect(converse([first, second], { action: expected })).toEqual([]);
  });

  it('a plain "no" is still a refusal', () => {
    expect(converse(['log 30 minutes of fingerstyle', 'no, leave it'], { cancelled: true })).toEqual([]);
  });
});
