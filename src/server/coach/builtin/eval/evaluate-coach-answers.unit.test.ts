import { describe, expect, it } from 'vitest';
import { flattenSteps } from './evaluate-coach-answers';

describe('flattenSteps', () => {
  it('reads a batch step written as {type, args} like a flat step', () => {
    const nested = { actions: [{ type: 'log_habit', args: { habit_id: 'Floss', value_boolean: true } }] };
    expect(flattenSteps(nested)).toEqual({
      actions: [{ type: 'log_habit', habit_id: 'Floss', value_boolean: true }],
    });
  });

  it('leaves flat steps and arguments without steps as they are', () => {
    const flat = { actions: [{ type: 'log_habit', habit_id: 'Floss' }] };
    expect(flattenSteps(flat)).toEqual(flat);
    expect(flattenSteps({ habit_id: 'Read' })).toEqual({ habit_id: 'Read' });
  });
});
