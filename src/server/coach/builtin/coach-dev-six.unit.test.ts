import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { interpretPendingReply } from './interpret-pending-reply';
import { findDate } from './read-dates';

/**
 * Development set 6 (written as frozen set 5): the shapes its misses showed, each tested in other words
 * than the set's, so that the rule and not one message is what passes.
 */

const context = fixtures.standard;
const habitId = (name: string) => context.habits.find((habit) => habit.name === name)?.id;

describe('days said relative to a calendar week', () => {
  it.each([
    ['it was friday last week', 'past', '2026-11-20'],
    ['last week’s tuesday', 'past', '2026-11-17'],
    ['wednesday next week', 'future', '2026-12-02'],
    ['until thursday week', 'future', '2026-12-10'],
  ] as const)('"%s" (%s) is %s', (text, direction, date) => {
    expect(findDate(text.replace('’', "'"), '2026-11-28', direction)?.date).toBe(date);
  });

  it('corrects a pending log to "sunday last week"', () => {
    const pending = {
      type: 'log_habit',
      habit_id: habitId('Floss'),
      date: '2026-11-28',
      value_boolean: true,
    };
    const answer = interpretPendingReply(pending, 'oh no, it was sunday last week', context);
    expect(answer).toMatchObject({ intent: 'modify', action: { date: '2026-11-22' } });
  });
});

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

describe('a clause that sets the scene of a report is no new habit', () => {
  it('logs only the run in "got dressed and went for a run"', () => {
    const { action } = answerMessage('got dressed and went for a run', context, false);
    expect(action).toMatchObject({ type: 'log_habit', habit_id: habitId('Run') });
  });

  it('still creates every habit of a list', () => {
    const { action } = answerMessage('new habits: floss, stretch, read', context, false);
    expect(action?.type).not.toBe('log_habit');
  });
});
