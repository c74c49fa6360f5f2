import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

const link = (habit: string, goal: string) => ({
  type: 'link_habit_to_goal',
  args: { habit_id: habit, goal_id: goal },
});

/** Another habit said as an addition to a pending link is linked to the same goal (link-added-habit.ts). */
describe('a habit added to a pending link', () => {
  it.each([
    [
      'link run to the marathon goal',
      'and stretch counts towards it too',
      'Run',
      'Stretch',
      'Run a marathon',
    ],
    ['connect read to my books goal', 'plus journal as well', 'Read', 'Journal', 'Read 24 books'],
    [
      'hook meditate up to learn spanish',
      'and floss should feed into it too',
      'Meditate',
      'Floss',
      'Learn Spanish',
    ],
  ])('"%s" then "%s" links both', (request, added, first, second, goal) => {
    const expected = { type: 'batch', args: { actions: [link(first, goal), link(second, goal)] } };
    expect(converse([request, added], { action: expected })).toEqual([]);
  });
});
