import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

const steps = (message: string) => {
  const action = answerMessage(message, fixtures.new_user, false).action;
  return action?.type === 'batch' && Array.isArray(action.actions) ? action.actions : null;
};

describe('a new goal and a habit said to serve it are one batch', () => {
  // Paraphrases of "i want a goal of 500 km running this year, plus a habit to run to support it".
  it.each([
    ['i need a goal to save 500 dollars by june and a habit to cook at home to help with it', 'Cook at home'],
    ['goal of 300 km cycled this year plus a cycling habit to get there', 'Cycling'],
    ['i want a goal to read 30 books this year and a habit to read to go with it', 'Read'],
  ])('"%s" makes a goal, then the habit %s', (message, name) => {
    const [goal, habit] = steps(message) ?? [];
    expect(goal).toMatchObject({ type: 'create_goal' });
    expect(habit).toMatchObject({ type: 'create_habit', name });
  });

  it("the habit's purpose takes nothing from the goal", () => {
    const [, habit] = steps('goal to read 12 books this year and a reading habit to go with it') ?? [];
    expect(habit).toMatchObject({ type: 'create_habit', name: 'Reading', habit_type: 'boolean' });
  });
});
