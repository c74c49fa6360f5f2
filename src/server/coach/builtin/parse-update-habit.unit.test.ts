import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// Round 52.
describe('number words in names, a habit named by its kind', () => {
  it('keeps number words in a name as written', () => {
    expect(proposed('rename Journal to Three good things')).toMatchObject({
      name: 'Three good things',
    });
  });

  it('reads a message about a habit, naming no goal, as no change to a goal', () => {
    expect(proposed("i'm done with the run habit, archive it")).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-run',
      active: false,
    });
  });
});
