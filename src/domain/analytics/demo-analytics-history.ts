import { addDays } from '../dates/date-key';
import type { TAnalyticsHistory } from './aggregate-analytics-history';
import { weekdayOfDateKey } from './analytics-period';

/** How far back the public demo's history goes: "Everything" on /analytics shows this. */
export const demoHistoryDays = 800;

/** A deterministic pseudo-random sequence (mulberry32): the demo is the same on every visit. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

const demoHabits = [
  { name: 'Morning run', base: 0.62, weekendShift: -0.2, seconds: 1_800 },
  { name: 'Meditate 10 minutes', base: 0.78, weekendShift: 0.05, seconds: 600 },
  { name: 'Read 20 pages', base: 0.7, weekendShift: 0.1, seconds: 1_500 },
  { name: 'Practise guitar', base: 0.5, weekendShift: 0.15, seconds: 1_200 },
  { name: 'No phone after 22:00', base: 0.55, weekendShift: -0.25, seconds: 0 },
  { name: 'Drink 2 l of water', base: 0.8, weekendShift: -0.1, seconds: 0 },
  { name: 'Write a journal entry', base: 0.45, weekendShift: 0, seconds: 420 },
  { name: 'Stretch', base: 0.58, weekendShift: 0.05, seconds: 480 },
] as const;

/**
 * The demo account /analytics shows signed out: eight habits over demoHistoryDays days up to `today`,
 * with weekend slumps and a keystone (the morning run lifts the rest), two skills and two goals.
 * Built in memory from a fixed seed, so it ships with the product and needs no database.
 */
export function buildDemoAnalyticsHistory(today: string): TAnalyticsHistory {
  const random = createRandom(20_240_601);
  const first = addDays(today, 1 - demoHistoryDays);
  const habits = demoHabits.map((habit, index) => ({
    id: `demo-habit-${index + 1}`,
    name: habit.name,
    createdOn: addDays(first, index * 30),
  }));
  const logs: TAnalyticsHistory['logs'][number][] = [];
  const focus: TAnalyticsHistory['focus'][number][] = [];
  const practice: { date: string; seconds: number; qualityRating: number | null }[] = [];
  for (let offset = 0; offset < demoHistoryDays; offset += 1) {
    const date = addDays(first, offset);
    const weekday = weekdayOfDateKey(date);
    const weekend = weekday === 0 || weekday === 6;
    // The run is decided first: on run days every other habit is likelier (the keystone).
    const ran = random() < demoHabits[0].base + (weekend ? demoHabits[0].weekendShift : 0);
    demoHabits.forEach((habit, index) => {
      const own = habits[index];
      // Today is not over: the second half of the list is still to do, so some streaks are at risk.
      if (!own || date < own.createdOn || (date === today && index >= demoHabits.length / 2)) return;
      const chance = habit.base + (weekend ? habit.weekendShift : 0) + (index > 0 && ran ? 0.15 : -0.1);
      const complete = index === 0 ? ran : random() < chance;
      if (complete)
        logs.push({ habitId: own.id, date, complete, seconds: Math.round(habit.seconds * (0.6 + random())) });
    });
    if (random() < 0.45) focus.push({ date, minutes: 25 * (1 + Math.floor(random() * 3)) });
    if (random() < 0.4) {
      practice.push({
        date,
        seconds: 600 + Math.floor(random() * 40) * 60,
        qualityRating: 2 + Math.floor(random() * 4),
      });
    }
  }
  return {
    habits,
    logs,
    skills: [
      {
        id: 'demo-skill-guitar',
        name: 'Guitar',
        baselineHours: 40,
        practice,
        links: [{ habitId: 'demo-habit-4', weight: 2 }],
      },
      {
        id: 'demo-skill-fitness',
        name: 'Fitness',
        baselineHours: 0,
        practice: [],
        links: [
          { habitId: 'demo-habit-1', weight: 3 },
          { habitId: 'demo-habit-8', weight: 1 },
        ],
      },
    ],
    goals: [
      {
        id: 'demo-goal-books',
        name: 'Read 24 books',
        unit: 'books',
        startDate: addDays(today, -200),
        endDate: addDays(today, 165),
        targetValue: 24,
        progress: Array.from({ length: 12 }, (_, index) => ({
          date: addDays(today, -190 + index * 16),
          delta: 1,
        })),
      },
      {
        id: 'demo-goal-run',
        name: 'Run 500 km',
        unit: 'km',
        startDate: addDays(today, -120),
        endDate: addDays(today, 60),
        targetValue: 500,
        progress: logs
          .filter((log) => log.habitId === 'demo-habit-1' && log.date >= addDays(today, -120))
          .map((log) => ({ date: log.date, delta: 5 })),
      },
    ],
    focus,
  };
}
