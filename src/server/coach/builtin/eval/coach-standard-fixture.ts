import { addDays } from '../../../../domain/dates/date-key';
import type { TCoachContext } from '../../coach-provider';

/**
 * The "standard" account the question and conversation sets assume (issue 36; the brief the sets were
 * written from is summarised in docs/builtin-coach.md): today is Saturday 2026-11-28 in Europe/London,
 * weeks start on Monday, and the last 14 days of logs give this week's and last week's figures.
 */

export const standardToday = '2026-11-28';
const created = '2026-10-01T08:00:00.000Z';

type THabit = TCoachContext['habits'][number];
type TLog = TCoachContext['recent_logs'][number];

const yesNo = (id: string, name: string, extra: Partial<THabit> = {}): THabit => ({
  id,
  name,
  type: 'boolean',
  target: null,
  unit: null,
  active: true,
  created_at: created,
  ...extra,
});

const habits: THabit[] = [
  yesNo('h-floss', 'Floss'),
  yesNo('h-meditate', 'Meditate'),
  { ...yesNo('h-read', 'Read'), type: 'number', target: 20, unit: 'pages' },
  { ...yesNo('h-water', 'Drink water'), type: 'number', target: 8, unit: 'glasses' },
  yesNo('h-run', 'Run', { schedule: { times: 3, days: 7, weekdays: null } }),
  yesNo('h-stretch', 'Stretch', {
    created_at: '2026-11-20T08:00:00.000Z',
    schedule: { times: 1, days: 2, weekdays: null },
  }),
  // Paused from Wednesday 25 until resumed: the tracker shows it paused, and its week expects 2 days.
  yesNo('h-journal', 'Journal', { paused_ranges: [{ start: '2026-11-25', end: null }] }),
];

/** Days before today, 0 being today. */
const day = (daysAgo: number) => addDays(standardToday, -daysAgo);

function done(habitId: string, daysAgo: number[]): TLog[] {
  return daysAgo.map((ago) => ({
    habit_id: habitId,
    date: day(ago),
    value_number: null,
    value_boolean: true,
    time_tracked_seconds: 0,
    is_complete: true,
  }));
}

/** Amounts by date for a numeric habit, complete when they reach the target. */
function amounts(habitId: string, target: number, byDate: Record<string, number>): TLog[] {
  return Object.entries(byDate).map(([date, value]) => ({
    habit_id: habitId,
    date,
    value_number: value,
    value_boolean: null,
    time_tracked_seconds: 0,
    is_complete: value >= target,
  }));
}

const recentLogs: TLog[] = [
  // Floss on 4 of the last 7 days, Meditate on 6 of them (today not yet).
  ...done('h-floss', [1, 3, 4, 6, 8, 10, 12]),
  ...done('h-meditate', [1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 13]),
  // This week (Monday 23 – today): 15, 25, none, 20, 30, 10 pages = 100; 8, 6, 8, 9, 7, 8 glasses = 46.
  ...amounts('h-read', 20, {
    '2026-11-16': 20,
    '2026-11-17': 22,
    '2026-11-19': 18,
    '2026-11-20': 25,
    '2026-11-22': 20,
    '2026-11-23': 15,
    '2026-11-24': 25,
    '2026-11-26': 20,
    '2026-11-27': 30,
    '2026-11-28': 10,
  }),
  ...amounts('h-water', 8, {
    '2026-11-18': 8,
    '2026-11-20': 7,
    '2026-11-23': 8,
    '2026-11-24': 6,
    '2026-11-25': 8,
    '2026-11-26': 9,
    '2026-11-27': 7,
    '2026-11-28': 8,
  }),
  // Run: three times last week, Monday 23 and Thursday 26 this week.
  ...done('h-run', [12, 10, 8, 5, 2]),
  ...done('h-stretch', [8, 6, 4, 2]),
  // Journal until its pause from Wednesday 25.
  ...done('h-journal', [13, 11, 9, 7, 5, 4]),
];

export const standardAccount: TCoachContext = {
  signed_in: true,
  today: standardToday,
  now: '2026-11-28T10:00:00.000Z',
  timezone: 'Europe/London',
  week_start: 'monday',
  units: 'metric',
  motivation_style: null,
  habits,
  recent_logs: recentLogs,
  goals: [
    {
      id: 'g-books',
      name: 'Read 24 books',
      description: null,
      type: 'numeric',
      target_value: 24,
      target_metric: 'books',
      unit: 'books',
      end_date: '2026-12-31',
      status: 'active',
      created_at: created,
      progress: {
        progress: 19 / 24,
        source: 'target',
        habit_consistency: null,
        logged_value: 19,
        target_progress: 19 / 24,
      },
    },
    {
      id: 'g-marathon',
      name: 'Run a marathon',
      description: null,
      type: 'milestone',
      target_value: null,
      target_metric: null,
      unit: null,
      end_date: '2027-04-30',
      status: 'active',
      created_at: created,
    },
    {
      id: 'g-spanish',
      name: 'Learn Spanish',
      description: null,
      type: 'boolean',
      target_value: null,
      target_metric: null,
      unit: null,
      end_date: '2027-06-30',
      status: 'active',
      created_at: created,
    },
  ],
  // Run counts toward the marathon with weight 2 (README-answers.md, "The account").
  habit_goal_links: [{ habit_id: 'h-run', goal_id: 'g-marathon', contribution: 2 }],
  skills: [
    { id: 's-guitar', name: 'Guitar', baseline_hours: 10 },
    { id: 's-spanish', name: 'Spanish', baseline_hours: 0 },
  ],
  subskills: [
    { id: 'ss-chords', parent_skill_id: 's-guitar', name: 'Chords' },
    { id: 'ss-scales', parent_skill_id: 's-guitar', name: 'Scales' },
    { id: 'ss-fingerstyle', parent_skill_id: 's-guitar', name: 'Fingerstyle' },
    { id: 'ss-vocabulary', parent_skill_id: 's-spanish', name: 'Vocabulary' },
  ],
  // 30 min of Chords on Monday, 20 min of Vocabulary on Tuesday, 45 min of Scales on Wednesday.
  recent_practice: [
    { skill_id: 's-guitar', subskill_id: 'ss-chords', date: '2026-11-23', seconds: 1800 },
    { skill_id: 's-spanish', subskill_id: 'ss-vocabulary', date: '2026-11-24', seconds: 1200 },
    { skill_id: 's-guitar', subskill_id: 'ss-scales', date: '2026-11-25', seconds: 2700 },
  ],
  practice_totals: [
    { skill_id: 's-guitar', subskill_id: 'ss-chords', seconds: 1800 },
    { skill_id: 's-spanish', subskill_id: 'ss-vocabulary', seconds: 1200 },
    { skill_id: 's-guitar', subskill_id: 'ss-scales', seconds: 2700 },
  ],
  focus: null,
};
