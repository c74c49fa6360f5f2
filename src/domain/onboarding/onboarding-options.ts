import type { TOnboardingArea, TOnboardingRequest } from './onboarding-api';

type TStarterHabit = TOnboardingRequest['habits'][number];

export type TOnboardingAreaOption = {
  area: TOnboardingArea;
  label: string;
  description: string;
  habits: readonly TStarterHabit[];
  goalIdea: string;
};

/** What a newcomer can pick in their first minute: small habits that are easy to start. */
export const onboardingAreaOptions: readonly TOnboardingAreaOption[] = [
  {
    area: 'health',
    label: 'Health and energy',
    description: 'Move more, sleep better, drink enough water.',
    habits: [
      { name: 'Walk 20 minutes', kind: 'boolean' },
      { name: 'Drink water', kind: 'number', target: 8, unit: 'glasses' },
      { name: 'In bed by 11 pm', kind: 'boolean' },
    ],
    goalIdea: 'Run a 5K without stopping',
  },
  {
    area: 'focus',
    label: 'Focus and work',
    description: 'Protect deep work and finish what matters.',
    habits: [
      { name: 'Plan tomorrow', kind: 'boolean' },
      { name: 'Deep work', kind: 'number', target: 90, unit: 'minutes' },
      { name: 'Inbox zero', kind: 'boolean' },
    ],
    goalIdea: 'Ship my side project',
  },
  {
    area: 'learning',
    label: 'Learning and skills',
    description: 'Practise a skill a little every day.',
    habits: [
      { name: 'Read', kind: 'number', target: 20, unit: 'pages' },
      { name: 'Practise guitar', kind: 'number', target: 20, unit: 'minutes' },
      { name: 'Review flashcards', kind: 'boolean' },
    ],
    goalIdea: 'Read 12 books this year',
  },
  {
    area: 'mind',
    label: 'Calm and mood',
    description: 'Make room for quiet, gratitude and rest.',
    habits: [
      { name: 'Meditate', kind: 'number', target: 10, unit: 'minutes' },
      { name: 'Write three good things', kind: 'boolean' },
      { name: 'No phone after 10 pm', kind: 'boolean' },
    ],
    goalIdea: 'Meditate 30 days in a row',
  },
];

/** The create_habit and create_goal actions onboarding applies, in one batch. */
export function toOnboardingActions(request: TOnboardingRequest): Record<string, unknown>[] {
  const habits = request.habits.map((habit) => ({
    type: 'create_habit',
    name: habit.name,
    kind: habit.kind,
    ...(habit.kind === 'number' && { target: habit.target ?? 1, unit: habit.unit ?? '' }),
  }));
  const goal = request.goal
    ? [
        {
          type: 'create_goal',
          title: request.goal.title,
          ...(request.goal.end_date && { end_date: request.goal.end_date }),
        },
      ]
    : [];
  return [...habits, ...goal];
}
