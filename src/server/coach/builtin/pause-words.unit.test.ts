import { describe, expect, it } from 'vitest';
import { classifyPendingReply } from '../../../domain/coach/pending-reply';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { answer, habitId } from './test/coach-test-helpers';

/**
 * Verbs and phrases of stopping for a while ("freeze", "on ice", "could use a break") pause a habit, never
 * log it (answerMessage, classifyPendingReply).
 */

const context = fixtures.standard;

describe('verbs of stopping for a while pause a habit', () => {
  it.each([
    ['freeze meditation until friday', 'Meditate'],
    ['put flossing on ice', 'Floss'],
  ])('"%s" pauses %s', (message, name) => {
    const { action } = answerMessage(message, context, false);
    expect(action).toMatchObject({ type: 'update_habit', habit_id: habitId(name) });
    expect(action?.pause).toBeDefined();
  });
});

describe('pauses, corrections and names in other words', () => {
  it.each([
    ['stretch could use a break for a week', 'h-stretch'],
    ['can journal be paused until monday', 'h-journal'],
    ['floss needs some time off', 'h-floss'],
  ])('"%s" pauses the habit, never logs it', (message, habitId) => {
    expect(answer(message).action).toMatchObject({ type: 'update_habit', habit_id: habitId, pause: {} });
  });

  it('"make that 40" on a pending proposal corrects it, it is no new request', () => {
    expect(classifyPendingReply('make that 40, i miscounted')).toBe('ask_intent');
    expect(classifyPendingReply('make this one 12 instead')).toBe('ask_intent');
  });

  it.each([
    ["i'd like a climbing habit added", 'Climbing'],
    ['i want a sketching habit set up', 'Sketching'],
  ])('"%s" names the habit %s, without the closing participle', (message, name) => {
    expect(answer(message).action).toMatchObject({ type: 'create_habit', name });
  });
});
