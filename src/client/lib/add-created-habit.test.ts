import { describe, expect, it } from 'vitest';
import { addCreatedHabit } from './add-created-habit';
import type { THabit, THabitsOfDay } from './habits-api';

// Only the fields this reads: the list, the vacation and the habit's id.
const created = { id: 'habit-floss', name: 'Floss' } as THabit;
const emptyDay = { date: '2026-11-26', habits: [], vacation: null } as unknown as THabitsOfDay;

describe('addCreatedHabit', () => {
  it('lists a created habit once, due and without a log or a streak', () => {
    const day = addCreatedHabit(emptyDay, created);
    expect(day.habits).toHaveLength(1);
    expect(day.habits[0]).toMatchObject({
      id: 'habit-floss',
      log: null,
      stats: { current_streak: 0, best_streak: 0, strength: 0 },
      day: { state: 'due' },
    });
  });

  it('leaves the list as it is when a refetch brought the habit first', () => {
    const refetched = addCreatedHabit(emptyDay, created);
    expect(addCreatedHabit(refetched, created)).toBe(refetched);
  });
});
