import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

/** "that" after a question about what a habit aims for is its target (standard account). */
describe('a target asked about as what a habit aims for', () => {
  it.each([
    ['what does my read habit aim for?', 'change that to 25', 'Read', 25],
    ["what's my water habit aimed at", 'bump that to 9 glasses', 'Drink water', 9],
    ['remind me what reading aims for each day', 'set that to 30 pages', 'Read', 30],
  ])('"%s" then "%s"', (question, request, habit, target) => {
    const expected = { type: 'update_habit', args: { habit_id: habit, target } };
    expect(converse([question, request], { action: expected })).toEqual([]);
  });
});
