import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';
import { answerActive as answer, proposed } from './test/coach-test-helpers';

/**
 * The day's focus and plan: a focus said as the day's one thing or said again, talk that sets none, a plan's
 * times and day (answerMessage, interpretPendingReply).
 */

describe('noon and midnight at the end of a range are times', () => {
  it('"friday 9am-noon writing" plans 9:00 to 12:00', () => {
    expect(proposed('friday 9am-noon writing block')).toMatchObject({
      type: 'schedule_day',
      sessions: [{ start_time: '09:00', end_time: '12:00' }],
    });
  });
});

describe('a wish for another habit, and a focus said again with "actually"', () => {
  it('"i could do with another habit" asks which habit', () => {
    expect(answerMessage('i could do with another habit', fixtures.standard, false).action).toBeNull();
  });

  it.each([
    ['actually: tidy the garage', { intent: 'modify', action: { focus: 'Tidy the garage' } }],
    ['actually no', { intent: 'deny' }],
  ])('"%s" on a pending focus', (reply, expected) => {
    const pending = { type: 'set_focus', focus: 'Taxes', date: '2026-11-28' };
    expect(interpretPendingReply(pending, reply, fixtures.standard)).toMatchObject(expected);
  });
});

describe("a day's possessive in a plan", () => {
  it('"add yoga 7-8am to tomorrow\'s schedule" is a block titled Yoga', () => {
    expect(proposed("add yoga 7-8am to tomorrow's schedule")).toMatchObject({
      type: 'schedule_day',
      sessions: [{ title: 'Yoga', start_time: '07:00', end_time: '08:00' }],
    });
  });
});

describe('nerves and near misses said on their own are talk, never a focus', () => {
  it.each([
    'honestly a little worried about friday',
    'kinda scared of the exam tbh',
    'i nearly gave up on everything',
  ])('"%s" gets a sentence back and no action', (message) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).not.toMatch(/not sure/);
  });

  it('"nervous about my run tomorrow, set a focus for it" is still a request', () => {
    expect(answer('nervous about my run tomorrow, set a focus for it').action).toMatchObject({
      type: 'set_focus',
    });
  });
});

describe("a focus said as the day's one thing, then asked for", () => {
  it.each([
    ['tomorrows main thing is the grant report, set it as my focus', 'The grant report'],
    ['the one thing today is calling the bank, make that my focus', 'Calling the bank'],
  ])('"%s" focuses on %s', (message, focus) => {
    expect(answer(message).action).toMatchObject({ type: 'set_focus', focus });
  });
});
