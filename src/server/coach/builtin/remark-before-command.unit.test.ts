import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

const habitsOf = (message: string) => {
  const action = proposed(message);
  return action?.type === 'batch' && Array.isArray(action.actions)
    ? action.actions.map((step) => (step as { habit_id?: string }).habit_id)
    : [];
};

describe('a remark before a command, cut at a comma, keeps the command whole', () => {
  it('a list of rows after the remark is read in full', () => {
    expect(habitsOf('knee is playing up, pause run and stretch until monday')).toEqual([
      'h-run',
      'h-stretch',
    ]);
    expect(habitsOf('exam week ahead, pause read and journal till sunday')).toEqual(['h-read', 'h-journal']);
    expect(habitsOf('what a week honestly, so pause both meditate and stretch until friday')).toEqual([
      'h-meditate',
      'h-stretch',
    ]);
  });

  it('a command read alone as another kind of thing than the whole is what was asked', () => {
    const subskill = (name: string) => ({ type: 'create_user_subskill', parent_skill_id: 's-guitar', name });
    expect(proposed('im getting into slap bass, create a guitar subskill named Slapping')).toEqual(
      subskill('Slapping'),
    );
    expect(proposed('slap bass is fun, new guitar subskill named Slap')).toEqual(subskill('Slap'));
    expect(proposed('fingers are sore today, add a guitar subskill called Tremolo')).toEqual(
      subskill('Tremolo'),
    );
  });

  it('a remark that gives the value still counts', () => {
    expect(proposed("i'm in lisbon now, set my time zone")).toMatchObject({ timezone: 'Europe/Lisbon' });
  });

  it('a question with a remark proposes nothing', () => {
    expect(proposed('my knee hurts, should i pause run and stretch until monday?')).toBeNull();
  });
});
