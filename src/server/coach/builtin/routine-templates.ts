import type { THabitDraftText } from './read-habit-draft';

/**
 * Starter routines the coach proposes for "set up a morning routine": small habits that are easy to
 * keep, in the order people usually do them. Five each, so "with N habits" can take up to five.
 */
type TRoutine = { label: string; habits: THabitDraftText[] };

function habit(name: string, target: number | null = null, unit: string | null = null): THabitDraftText {
  return { name, target, unit, frequency: null };
}

export const routines: Record<string, TRoutine> = {
  morning: {
    label: 'Morning routine',
    habits: [
      habit('Drink a glass of water'),
      habit('Meditate', 10, 'minutes'),
      habit('Stretch', 5, 'minutes'),
      habit('Plan the day'),
      habit('Read', 10, 'pages'),
    ],
  },
  evening: {
    label: 'Evening routine',
    habits: [
      habit('No screens after 9pm'),
      habit('Journal'),
      habit('Read', 10, 'pages'),
      habit('Prepare tomorrow'),
      habit('Lights out by 11pm'),
    ],
  },
  fitness: {
    label: 'Fitness routine',
    habits: [
      habit('Walk', 8000, 'steps'),
      habit('Strength training', 20, 'minutes'),
      habit('Stretch', 10, 'minutes'),
      habit('Drink water', 8, 'glasses'),
      habit('Sleep 8 hours'),
    ],
  },
  study: {
    label: 'Study routine',
    habits: [
      habit('Deep study', 50, 'minutes'),
      habit('Review notes', 15, 'minutes'),
      habit('Flashcards', 20, 'cards'),
      habit('Read', 10, 'pages'),
      habit('Plan tomorrow'),
    ],
  },
  sleep: {
    label: 'Sleep routine',
    habits: [
      habit('No caffeine after 2pm'),
      habit('No screens after 9pm'),
      habit('Read before bed', 10, 'pages'),
      habit('Lights out by 11pm'),
      habit('Wake up at the same time'),
    ],
  },
  wellbeing: {
    label: 'Healthy routine',
    habits: [
      habit('Drink water', 8, 'glasses'),
      habit('Walk', 20, 'minutes'),
      habit('Meditate', 10, 'minutes'),
      habit('Eat a vegetable with every meal'),
      habit('Sleep 8 hours'),
    ],
  },
};

const routineAliases: Record<string, string> = {
  morning: 'morning',
  evening: 'evening',
  night: 'evening',
  nighttime: 'evening',
  bedtime: 'sleep',
  sleep: 'sleep',
  fitness: 'fitness',
  workout: 'fitness',
  exercise: 'fitness',
  gym: 'fitness',
  study: 'study',
  studying: 'study',
  learning: 'study',
  productivity: 'study',
  work: 'study',
  healthy: 'wellbeing',
  health: 'wellbeing',
  wellness: 'wellbeing',
  wellbeing: 'wellbeing',
  'self-care': 'wellbeing',
};

export function findRoutine(text: string): TRoutine | null {
  const word = /\b([a-z-]+)\s+routine\b/.exec(text)?.[1];
  const key = word ? routineAliases[word] : undefined;
  if (key) return routines[key] ?? null;
  return /\broutine\b/.test(text) ? (routines.morning ?? null) : null;
}
