import type { TCoachContext } from '../../coach-provider';
import { standardAccount } from './coach-standard-fixture';

/**
 * The people the evaluation set and the tests talk as. "Today" is Thursday 12 March 2026 for all of
 * them, so weekday and deadline answers are fixed.
 */

export const fixtureToday = '2026-03-12';
const now = '2026-03-12T10:00:00.000Z';

const emptyContext: TCoachContext = {
  signed_in: true,
  today: fixtureToday,
  now,
  timezone: 'Europe/London',
  week_start: 'monday',
  units: 'metric',
  motivation_style: null,
  habits: [],
  recent_logs: [],
  goals: [],
  skills: [],
  subskills: [],
  focus: null,
};

const habits: TCoachContext['habits'] = [
  {
    id: 'h-read',
    name: 'Read',
    type: 'number',
    target: 20,
    unit: 'pages',
    active: true,
    created_at: '2026-01-05T08:00:00.000Z',
  },
  {
    id: 'h-meditate',
    name: 'Meditate',
    type: 'boolean',
    target: null,
    unit: null,
    active: true,
    created_at: '2026-01-05T08:00:00.000Z',
  },
  {
    id: 'h-water',
    name: 'Drink water',
    type: 'number',
    target: 8,
    unit: 'glasses',
    active: true,
    created_at: '2026-01-06T08:00:00.000Z',
  },
  {
    id: 'h-stretch',
    name: 'Stretch',
    type: 'boolean',
    target: null,
    unit: null,
    active: true,
    created_at: '2026-01-10T08:00:00.000Z',
  },
  {
    id: 'h-guitar',
    name: 'Guitar practice',
    type: 'number',
    target: 30,
    unit: 'minutes',
    active: true,
    created_at: '2026-01-12T08:00:00.000Z',
  },
  {
    id: 'h-run',
    name: 'Run',
    type: 'number',
    target: 5,
    unit: 'km',
    active: true,
    created_at: '2026-02-01T08:00:00.000Z',
  },
  {
    id: 'h-journal',
    name: 'Journal',
    type: 'boolean',
    target: null,
    unit: null,
    active: true,
    created_at: '2026-02-01T08:00:00.000Z',
  },
];

/** Logs of the last 14 days: Read 12/14, Meditate 10/14, Drink water 9/14, Stretch 3/14, Guitar 6/14, Run 5/14, Journal 7/14. */
function buildRecentLogs(): TCoachContext['recent_logs'] {
  const completedDaysAgo: Record<string, number[]> = {
    'h-read': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13],
    'h-meditate': [0, 1, 2, 3, 5, 6, 8, 9, 11, 13],
    'h-water': [1, 2, 3, 4, 6, 7, 9, 10, 12],
    'h-stretch': [2, 7, 11],
    'h-guitar': [1, 3, 5, 8, 10, 12],
    'h-run': [2, 4, 6, 9, 11],
    'h-journal': [0, 1, 3, 5, 7, 9, 11],
  };
  const logs: TCoachContext['recent_logs'] = [];
  for (const habit of habits) {
    for (const daysAgo of completedDaysAgo[habit.id] ?? []) {
      const date = new Date(Date.parse(`${fixtureToday}T00:00:00Z`) - daysAgo * 86_400_000)
        .toISOString()
        .slice(0, 10);
      logs.push({
        habit_id: habit.id,
        date,
        value_number: habit.type === 'number' ? habit.target : null,
        value_boolean: habit.type === 'boolean' ? true : null,
        time_tracked_seconds: habit.id === 'h-guitar' ? 1800 : 0,
        is_complete: true,
      });
    }
  }
  return logs;
}

export const fixtures = {
  /** Signed in a minute ago: nothing yet. */
  new_user: emptyContext,
  /** A guest: the empty context, answered briefly. */
  guest: { ...emptyContext, signed_in: false, timezone: 'UTC' },
  /** Two months in: habits with 14 days of logs, goals, skills and subskills. */
  active_user: {
    ...emptyContext,
    habits,
    recent_logs: buildRecentLogs(),
    goals: [
      {
        id: 'g-marathon',
        name: 'Run a marathon',
        description: null,
        type: 'numeric',
        target_value: 42,
        target_metric: 'distance',
        unit: 'km',
        end_date: '2026-09-30',
        status: 'active',
        created_at: '2026-01-05T08:00:00.000Z',
      },
      {
        id: 'g-books',
        name: 'Read 20 books',
        description: null,
        type: 'numeric',
        target_value: 20,
        target_metric: 'books',
        unit: 'books',
        end_date: '2026-12-31',
        status: 'active',
        created_at: '2026-01-05T08:00:00.000Z',
      },
      {
        id: 'g-weight',
        name: 'Lose weight',
        description: null,
        type: 'numeric',
        target_value: 5,
        target_metric: 'weight',
        unit: 'kg',
        end_date: '2026-06-30',
        status: 'active',
        created_at: '2026-01-05T08:00:00.000Z',
      },
      {
        id: 'g-thesis',
        name: 'Finish thesis',
        description: 'Submit the final draft',
        type: 'milestone',
        target_value: null,
        target_metric: null,
        unit: null,
        end_date: '2026-05-31',
        status: 'active',
        created_at: '2026-01-05T08:00:00.000Z',
      },
    ],
    skills: [
      { id: 's-piano', name: 'Piano', baseline_hours: 0 },
      { id: 's-spanish', name: 'Spanish', baseline_hours: 40 },
      { id: 's-guitar', name: 'Guitar', baseline_hours: 10 },
    ],
    subskills: [
      { id: 'ss-scales', parent_skill_id: 's-piano', name: 'Scales' },
      { id: 'ss-sight', parent_skill_id: 's-piano', name: 'Sight reading' },
      { id: 'ss-vocab', parent_skill_id: 's-spanish', name: 'Vocabulary' },
      { id: 'ss-conversation', parent_skill_id: 's-spanish', name: 'Conversation' },
      { id: 'ss-chords', parent_skill_id: 's-guitar', name: 'Chords' },
    ],
    focus: null,
  },
  /** Fresh from a start-up list: a skill with no subskills yet, and a sleep habit counted in hours. */
  solo_skill_user: {
    ...emptyContext,
    habits: [
      habits[0] as TCoachContext['habits'][number],
      habits[1] as TCoachContext['habits'][number],
      {
        id: 'h-sleep',
        name: 'Sleep',
        type: 'number',
        target: 8,
        unit: 'hours',
        active: true,
        created_at: '2026-02-01T08:00:00.000Z',
      },
    ],
    recent_logs: [
      {
        habit_id: 'h-read',
        date: fixtureToday,
        value_number: 12,
        value_boolean: null,
        time_tracked_seconds: 0,
        is_complete: false,
      },
    ],
    goals: [],
    skills: [{ id: 's-drawing', name: 'Drawing', baseline_hours: 0 }],
    subskills: [],
    focus: null,
  },
  /** The account of issue 36's question and conversation sets (coach-standard-fixture.ts). */
  standard: standardAccount,
} satisfies Record<string, TCoachContext>;

export type TFixtureName = keyof typeof fixtures;
