import { describe, expect, it } from 'vitest';
import { toActionInput } from './to-action-input';
import { type TActionContext, validateAction } from './validate-action';

const habitId = '11111111-1111-4111-8111-111111111111';
const goalId = '22222222-2222-4222-8222-222222222222';
const skillId = '33333333-3333-4333-8333-333333333333';
const subskillId = '44444444-4444-4444-8444-444444444444';

const context: TActionContext = {
  today: '2026-03-10',
  now: new Date('2026-03-10T12:00:00Z'),
  existingHabits: [],
  ownedHabitIds: [habitId],
  goalCount: 0,
  ownedGoalIds: [goalId],
  ownedSkillIds: [skillId],
  ownedSubskills: [{ id: subskillId, parent_skill_id: skillId, name: 'Scales' }],
};

/** One input of every type, written the way a model or the built-in coach writes them (aliases included). */
const inputs = [
  { type: 'create_habit', name: 'Read', target: 20, unit: 'pages' },
  { type: 'create_habit', title: 'Stretch' },
  { type: 'update_habit', id: habitId, name: 'Read more', target: 30, kind: 'number', active: false },
  { type: 'log_habit', habit_id: habitId, value: 25, time_tracked_seconds: 600, date: '2026-03-09' },
  { type: 'set_focus', focus: 'Deep work', date: '2026-03-10' },
  {
    type: 'create_goal',
    title: 'Run a marathon',
    target: 42,
    units: 'km',
    deadline: '2026-08-01',
    description: 'Spring',
  },
  {
    type: 'update_goal',
    goal_id: goalId,
    title: 'Run far',
    target_value: 50,
    status: 'completed',
    description: null,
  },
  { type: 'create_goal_baseline', goal_id: goalId, metric: 'Weight', value: 82, unit: 'kg' },
  { type: 'link_habit_to_goal', habit_id: habitId, goal_id: goalId, weight: 2 },
  { type: 'link_habit_to_skill', habit_id: habitId, skill_id: skillId, weight: 3 },
  { type: 'create_skill_entry', skill_id: subskillId, minutes: 45, quality: 4, date: '2026-03-10' },
  { type: 'update_skill_baseline', skill_id: skillId, hours: 120 },
  { type: 'create_user_subskill', parent_skill_id: skillId, name: 'Arpeggios' },
  { type: 'create_focus_session', minutes: 25, started_at: '2026-03-10T09:00:00Z', goal_id: goalId },
  { type: 'create_daily_insights', date: '2026-03-10', insights: { note: 'ok' }, metrics: { done: 1 } },
  {
    type: 'schedule_day',
    date: '2026-03-11',
    sessions: [{ title: 'Deep work', start: '9am', end: '11:30' }],
  },
  { type: 'update_user_preferences', week_start: 'monday', units: 'metric', tz: 'Europe/Paris' },
  {
    type: 'batch',
    actions: [
      { type: 'create_habit', name: 'Meditate' },
      { type: 'create_goal', title: 'Calm mind' },
      { type: 'link_habit_to_goal', habit_id: '$1', goal_id: '$2' },
    ],
  },
];

describe('toActionInput', () => {
  it.each(inputs.map((input) => [input.type, input] as const))(
    '%s: the flat form validates back to the same action',
    (_type, input) => {
      const first = validateAction(input, context);
      if (!first.ok) throw new Error(first.errors.join('; '));
      const again = validateAction(toActionInput(first.value), context);
      if (!again.ok) throw new Error(again.errors.join('; '));
      expect(again.value).toEqual(first.value);
    },
  );

  it('keeps the action type apart from a habit’s type', () => {
    const verdict = validateAction({ type: 'create_habit', name: 'Water', target: 8 }, context);
    if (!verdict.ok) throw new Error(verdict.errors.join('; '));
    expect(toActionInput(verdict.value)).toEqual({
      type: 'create_habit',
      name: 'Water',
      habit_type: 'number',
      target: 8,
      unit: null,
    });
  });
});
