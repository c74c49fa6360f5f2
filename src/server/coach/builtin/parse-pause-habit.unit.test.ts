import { describe, expect, it } from 'vitest';
import { validateAction } from '../../../domain/actions/validate-action';
import { answerMessage } from './answer-message';
import { buildActionContext } from './build-action-context';
import { fixtures } from './eval/coach-fixtures';

// The fixture's today is Thursday 2026-03-12.
const context = fixtures.active_user;
const run = context.habits.find((habit) => habit.name === 'Run');

describe('pausing a habit through the built-in coach', () => {
  it('pauses "my running habit until Monday" through Sunday, so it is back on Monday', () => {
    const answer = answerMessage('pause my running habit until Monday', context, false);
    expect(answer.action).toEqual({
      type: 'update_habit',
      habit_id: run?.id,
      pause: { start: '2026-03-12', end: '2026-03-15' },
    });
    expect(answer.reply).toContain("I'll pause **Run** from today, back on Mon 16 Mar.");
    const verdict = validateAction(answer.action, buildActionContext(context));
    expect(verdict.ok).toBe(true);
  });

  it('reads a pause for a while, one until resumed, and a resume', () => {
    expect(answerMessage('pause meditate for two weeks', context, false).action).toMatchObject({
      pause: { start: '2026-03-12', end: '2026-03-25' },
    });
    expect(answerMessage('take a break from journal', context, false).action).toMatchObject({
      type: 'update_habit',
      pause: { start: '2026-03-12', end: null },
    });
    expect(answerMessage('resume my run habit', context, false).action).toMatchObject({
      type: 'update_habit',
      habit_id: run?.id,
      pause: null,
    });
  });
});

describe('a rest given to a habit is a pause (issue 36, round 17)', () => {
  it.each([
    'gotta rest running till monday',
    'want to rest run for a week',
    'i need to rest run through the 20th',
  ])('"%s" pauses Run', (message) => {
    const { action } = answerMessage(message, context, false);
    expect(action?.type).toBe('update_habit');
    expect(action?.habit_id).toBe(run?.id);
    expect(action?.pause).toBeDefined();
  });
});
