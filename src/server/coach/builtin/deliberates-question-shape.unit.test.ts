import { describe, expect, it } from 'vitest';
import { normalizeMessage } from './normalize-message';
import { questionShapeOf } from './question-shapes';
import { answer, habitNameOf, proposed } from './test/coach-test-helpers';

/** Weighing two ways aloud, or asking for the best time or whether it is worth it: a question, never an action. */
describe('the deliberates question shape', () => {
  it.each([
    'debating whether to floss at lunch or after dinner',
    "i'm torn between reading on the train or in bed",
    'cant decide if i should meditate before or after my run',
    'whether to stretch before work or at night, no idea',
    'best time of day to practise guitar when you work shifts',
    'the ideal moment to journal for someone who wakes up at 5',
    'cold showers after running worth it',
    'tracking water every single day really worth the effort',
  ])('reads "%s" as deliberation, and proposes nothing', (message) => {
    expect(questionShapeOf(normalizeMessage(message))).toBe('deliberates');
    expect(proposed(message)).toBeNull();
    expect(habitNameOf(message)).toBeNull();
  });

  it.each([
    'my run this morning was worth it',
    'the swim felt worth the effort',
    'journaling tonight, so worth it',
  ])('leaves "%s" a report: worth it said of what was done', (message) => {
    expect(questionShapeOf(normalizeMessage(message))).not.toBe('deliberates');
  });

  it.each([
    'what is the best time to read, mornings or before bed',
    'undecided whether to run in the morning or at night',
  ])('answers "%s" from the if-then plan lesson', (message) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).toContain('/in/education/implementation-intentions');
  });
});
