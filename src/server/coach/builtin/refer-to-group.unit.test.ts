import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { commandOnGroup } from './refer-to-group';

const context = fixtures.active_user;
const stepsOf = (message: string) => {
  const action = answerMessage(message, context, false).action;
  return action?.type === 'batch' && Array.isArray(action.actions) ? action.actions : [];
};

describe('a command on "them" or "both" acts on the two habits named before it', () => {
  // Paraphrases of "tie meditate and also journal into the thesis goal, both help me write" and of the
  // development batches' "link them to that goal" / "archive both" (not their sentences).
  it('links both to the goal the first clause named', () => {
    expect(stepsOf('meditate and journal keep me sane, tie them to the thesis goal')).toMatchObject([
      { type: 'link_habit_to_goal', habit_id: 'h-meditate', goal_id: 'g-thesis' },
      { type: 'link_habit_to_goal', habit_id: 'h-journal', goal_id: 'g-thesis' },
    ]);
    expect(stepsOf('run and stretch build up to the marathon goal, connect both please')).toMatchObject([
      { type: 'link_habit_to_goal', habit_id: 'h-run', goal_id: 'g-marathon' },
      { type: 'link_habit_to_goal', habit_id: 'h-stretch', goal_id: 'g-marathon' },
    ]);
  });

  it('pauses or archives both', () => {
    expect(stepsOf('run and stretch are too much right now - pause both')).toMatchObject([
      { type: 'update_habit', habit_id: 'h-run', pause: { start: '2026-03-12' } },
      { type: 'update_habit', habit_id: 'h-stretch', pause: { start: '2026-03-12' } },
    ]);
  });

  it('needs two habits of the user and, for a link, a target', () => {
    expect(commandOnGroup('pizza and pasta are great, archive both', context)).toBeNull();
    expect(commandOnGroup('read and journal are great, link them', context)).toBeNull();
  });

  it('a question about both proposes nothing', () => {
    expect(
      answerMessage('read and journal help my thesis, should i link them to it?', context, false).action,
    ).toBeNull();
  });
});
