import { describe, expect, it } from 'vitest';
import { addCreatedHabit } from './add-created-habit';
import type { THabit, THabitsOfDay } from './habits-api';

// Only the fields this reads: the list, the dates, the vacation and the habit's id and schedule.
const created = {
  id: 'habit-floss',
  name: 'Floss',
  schedule: { times: 1, days: 1, weekdays: null },
} as THabit;
const emptyDay = {
  date: '2026-11-26',
  today: '2026-11-26',
  habits: [],
  vacation: null,
} as unknown as THabitsOfDay;

describe('addCreatedHabit', () => {
  it('lists a created habit once, due and without a log or a streak', () => {
    const day = addCreatedHabit(emptyDay, created);
    expect(day.habits).toHaveLength(1);
    expect(day.habits[0]).toMatchObject({
      id: 'habit-floss',
      log: null,
      stats: { current_streak: 0, best_streak: 0, strength: 0 },
      day: { state: 'due', verdict: 'due' },
    });
  });

  it('counts a habit made today as not yet begun on the days before', () => {
    const day = addCreatedHabit({ ...emptyDay, date: '2026-11-20' }, created);
    expect(day.habits[0]?.day.verdict).toBe('before-start');
  });

  it('leaves the list as it is when a refetch brought the habit first', () => {
    const refetched = addCreatedHabit(emptyDay, created);
    expect(addCreatedHabit(refetched, created)).toBe(refetched);
  });
});
