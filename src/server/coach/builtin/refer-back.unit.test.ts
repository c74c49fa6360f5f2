import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { referBack, withCreatedRow } from './refer-back';

const newUser = fixtures.new_user;

describe('a later clause acting on what an earlier clause creates', () => {
  it('adds a created goal to the context under its reference, and reads "it" as its name', () => {
    const context = withCreatedRow(
      newUser,
      { type: 'create_goal', title: 'Run 300 km', target_value: 300 },
      '$1',
    );
    expect(context.goals).toMatchObject([{ id: '$1', name: 'Run 300 km', target_value: 300 }]);
    expect(withCreatedRow(newUser, { type: 'log_habit', habit_id: 'h-read' }, '$1')).toBe(newUser);
    expect(referBack('log 20 minutes on it', 'Tremolo')).toBe('log 20 minutes on tremolo');
    expect(referBack('log 20 minutes on it', null)).toBe('log 20 minutes on it');
  });
});
