import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

const step = (habit: string, date: string, value: number | boolean) => ({
  type: 'log_habit',
  args: {
    habit_id: habit,
    date,
    ...(typeof value === 'boolean' ? { value_boolean: value } : { value_number: value }),
  },
});
const batch = (...actions: ReturnType<typeof step>[]) => ({ type: 'batch', args: { actions } });

/** A correction naming a batch's step by its unit changes that step alone (correct-step-by-unit.ts). */
describe('a step of a pending batch named by its unit', () => {
  it.each([
    [
      ['9 glasses of water today', 'and read 20 pages', 'the glasses were 10 actually'],
      batch(step('Drink water', '2026-11-28', 10), step('Read', '2026-11-28', 20)),
    ],
    [
      ['yesterday i read 15 pages', 'and drank 6 glasses', 'change the pages to 18'],
      batch(step('Read', '2026-11-27', 18), step('Drink water', '2026-11-27', 6)),
    ],
    [
      ['read 30 pages today', 'and flossed', 'oops the pages should be 35'],
      batch(step('Read', '2026-11-28', 35), step('Floss', '2026-11-28', true)),
    ],
  ])('%j', (turns, expected) => {
    expect(converse(turns, { action: expected })).toEqual([]);
  });
});
