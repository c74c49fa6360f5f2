import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyPendingReply } from '../../../domain/coach/pending-reply';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { loggedValueOn } from './parse-log-habit';

/** The panel failures of issue 25 and the promises that keep them from coming back. */

const today = fixtures.solo_skill_user.today;

describe('logging "more" adds to the day (panel failure: Read set from 12 to 8)', () => {
  it('adds 8 more pages to the 12 already logged today and says 12 → 20', () => {
    const answer = answerMessage('I read 8 more pages today, log it', fixtures.solo_skill_user, false);
    expect(answer.action).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-read',
      value_number: 20,
      date: today,
    });
    expect(answer.reply).toContain('**Read**: 12 pages → 20 pages');
  });

  it('adds for "another" and "extra" on a past day too', () => {
    const answer = answerMessage('another 2 glasses of water yesterday', fixtures.active_user, false);
    expect(answer.action).toMatchObject({ habit_id: 'h-water', value_number: 10, date: '2026-03-11' });
  });

  it('asks instead of lowering when a plain report is below what the day holds', () => {
    const answer = answerMessage('I read 8 pages today', fixtures.solo_skill_user, false);
    expect(answer.action).toBeNull();
    expect(answer.reply).toMatch(/add 8 pages \(making 20 pages\), or correct the day to 8 pages\?/);
  });

  it('lowers the day only when asked to correct it', () => {
    const answer = answerMessage('correct my read for today to 8 pages', fixtures.solo_skill_user, false);
    expect(answer.action).toMatchObject({ habit_id: 'h-read', value_number: 8 });
  });
});

describe('a new request while an action is pending (panel failure: "plan my afternoon" was dropped)', () => {
  it.each(['plan my afternoon', 'what is my best streak?', 'how am I doing this week?', 'track my sleep'])(
    '"%s" discards the pending action and is answered as a normal message',
    (message) => {
      expect(classifyPendingReply(message)).toBe('new_request');
    },
  );

  it('still reads a change to the pending action as one', () => {
    expect(classifyPendingReply('make it 30 pages')).toBe('ask_intent');
    expect(classifyPendingReply('tomorrow instead')).toBe('ask_intent');
  });
});

describe('a compound rename (panel failure: renamed to the whole sentence)', () => {
  it('renames and retargets in one update_habit', () => {
    const answer = answerMessage(
      'rename Drink water to Hydrate and make the target 10 glasses',
      fixtures.active_user,
      false,
    );
    expect(answer.action).toEqual({
      type: 'update_habit',
      habit_id: 'h-water',
      name: 'Hydrate',
      target: 10,
      unit: 'glasses',
    });
  });
});

const contexts = [fixtures.new_user, fixtures.active_user, fixtures.solo_skill_user, fixtures.guest];
const phrases = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc
    .array(
      fc.constantFrom(
        'I',
        'read',
        'more',
        'pages',
        'log',
        'it',
        'today',
        'yesterday',
        'another',
        'set',
        'to',
        'and',
        'rename',
        'Drink water',
        'target',
        '8',
        'two',
        'about',
        'guitar',
        'practised',
        'hours',
        '?',
        ',',
        'goal',
        'marathon',
        'streak',
        'plan',
        'my',
        'afternoon',
        'skip',
        'again',
        'extra',
        'correct',
      ),
      { maxLength: 14 },
    )
    .map((words) => words.join(' ')),
);

describe('any text', () => {
  it('gets a non-empty answer and never a throw', () => {
    fc.assert(
      fc.property(phrases, fc.constantFrom(...contexts), (message, context) => {
        const answer = answerMessage(message, context, !context.signed_in);
        expect(answer.reply.trim().length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('never gets a log proposal that lowers a day unless it asks to set or correct it', () => {
    const correcting =
      /\b(?:set|correct\w*|change|fix|actually|instead|should be|was only)\b|didn't|did not|skip|miss/i;
    fc.assert(
      fc.property(phrases, fc.constantFrom(...contexts), (message, context) => {
        const { action } = answerMessage(message, context, false);
        const logs =
          action?.type === 'batch' ? (action.actions as (typeof action)[]) : action ? [action] : [];
        for (const log of logs) {
          if (log.type !== 'log_habit' || typeof log.value_number !== 'number') continue;
          const before = loggedValueOn(context, String(log.habit_id), String(log.date));
          if (!correcting.test(message)) expect(log.value_number).toBeGreaterThanOrEqual(before);
        }
      }),
      { numRuns: 300 },
    );
  });
});
