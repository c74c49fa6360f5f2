import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

const done = (habit_id: string) => ({
  action: { type: 'log_habit', args: { habit_id, date: '2026-11-28', value_boolean: true } },
});

describe('a pending batch narrowed to the steps the reply keeps', () => {
  it.each([
    [['flossed and meditated today', 'only the flossing actually'], 'Floss'],
    [['log stretch and run for today', 'hmm leave out the run'], 'Stretch'],
    [['meditated', 'and stretched', 'oh i didnt stretch, only meditated'], 'Meditate'],
  ])('%j', (turns, habit) => {
    expect(converse(turns, done(habit))).toEqual([]);
  });
});
