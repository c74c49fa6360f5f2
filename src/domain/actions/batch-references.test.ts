import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStepReference, resolveStepReferences } from './batch-references';
import { type TActionContext, validateAction } from './validate-action';

const context: TActionContext = {
  existingHabits: [],
  now: new Date('2026-03-10T12:00:00Z'),
  ownedHabitIds: ['habit-1'],
  today: '2026-03-10',
  goalCount: 0,
  ownedGoalIds: ['goal-1'],
  ownedSkillIds: ['skill-1'],
  ownedSubskills: [],
};

const createHabit = { type: 'create_habit', name: 'Read', target: 20, unit: 'pages' };
const createGoal = { type: 'create_goal', title: 'Read 12 books' };
const createSubskill = { type: 'create_user_subskill', parent_skill_id: 'skill-1', name: 'Scales' };
const setFocus = { type: 'set_focus', focus: 'Deep work' };

const validateBatch = (actions: unknown[]) => validateAction({ type: 'batch', actions }, context);

describe('batch step references', () => {
  it('lets a later step use what an earlier step creates, by $n', () => {
    const verdict = validateBatch([
      createHabit,
      createGoal,
      { type: 'link_habit_to_goal', habit_id: '$1', goal_id: ' $2 ' },
      createSubskill,
      { type: 'create_skill_entry', skill_id: '$4', minutes: 30 },
      { type: 'log_habit', id: '$1', value: 5 },
      { type: 'create_goal_baseline', goal_id: '$2', metric: 'Books', value: 0 },
    ]);
    expect(verdict.ok, JSON.stringify(verdict)).toBe(true);
    if (!verdict.ok || verdict.value.type !== 'batch') return;
    expect(verdict.value.actions[2]).toMatchObject({ habit_id: '$1', goal_id: '$2' });
    // The subskill's parent comes from the step that creates it.
    expect(verdict.value.actions[4]).toMatchObject({ skill_id: '$4', parent_skill_id: 'skill-1' });
  });

  it('refuses a reference to the same or a later step, or to no step', () => {
    const verdict = validateBatch([
      { type: 'link_habit_to_goal', habit_id: '$2', goal_id: 'goal-1' },
      createHabit,
      { type: 'update_habit', habit_id: '$3', name: 'Read more' },
      { type: 'update_habit', habit_id: '$0', name: 'Read more' },
    ]);
    expect(verdict).toMatchObject({
      ok: false,
      errors: [
        'Nested action invalid: step 1: Step reference $2 must point to an earlier step (this is step 1)',
        'Nested action invalid: step 3: Step reference $3 must point to an earlier step (this is step 3)',
        'Nested action invalid: step 4: Step reference $0 must point to an earlier step (this is step 4)',
      ],
    });
  });

  it('refuses a reference to a step that creates another kind of row', () => {
    const verdict = validateBatch([
      createHabit,
      setFocus,
      { type: 'link_habit_to_goal', habit_id: 'habit-1', goal_id: '$1' },
      { type: 'update_habit', id: '$2', name: 'Read more' },
      { type: 'update_skill_baseline', skill_id: '$1', baseline_hours: 3 },
    ]);
    expect(verdict).toMatchObject({
      ok: false,
      errors: [
        'Nested action invalid: step 3: Step reference $1 must point to a step that creates a goal (step 1 is create_habit)',
        'Nested action invalid: step 4: Step reference $2 must point to a step that creates a habit (step 2 is set_focus)',
        'Nested action invalid: step 5: Step reference $1 must point to a step that creates a skill (step 1 is create_habit)',
      ],
    });
  });

  it('does not accept $n outside a batch', () => {
    expect(validateAction({ type: 'update_habit', habit_id: '$1', name: 'Read' }, context)).toMatchObject({
      ok: false,
      errors: ['Habit not found or access denied'],
    });
  });

  it('counts habits created earlier in the batch for the similar-name warning', () => {
    const verdict = validateBatch([createHabit, { ...createHabit, name: 'Read.' }]);
    expect(verdict.warnings.some((warning) => warning.startsWith('step 2:'))).toBe(true);
  });

  it('counts logs made earlier in the batch for the repeated-log warning', () => {
    const logToday = { type: 'log_habit', habit_id: 'habit-1', value_boolean: true };
    const verdict = validateAction(
      { type: 'batch', actions: [logToday, logToday] },
      { ...context, logsToday: { 'habit-1': 3 } },
    );
    expect(verdict.warnings).toEqual([
      'step 2: This habit is logged 5 times on 10 Mar 2026, counting this one',
    ]);
  });

  it('accepts a reference exactly when it points back to a step creating the wanted kind', () => {
    const steps = fc.constantFrom(createHabit, createGoal, setFocus);
    fc.assert(
      fc.property(fc.array(steps, { minLength: 1, maxLength: 6 }), fc.nat(8), (before, reference) => {
        const verdict = validateBatch([
          ...before,
          { type: 'update_habit', habit_id: `$${reference}`, name: 'Read more' },
        ]);
        const target = before[reference - 1];
        const pointsToHabit = reference >= 1 && target?.type === 'create_habit';
        expect(verdict.ok).toBe(pointsToHabit);
      }),
      { numRuns: 150 },
    );
  });

  it('resolves every reference to the id its step created and leaves other values alone', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid(), { minLength: 1, maxLength: 5 }), fc.string(), (ids, name) => {
        const step = ids.length;
        const resolved = resolveStepReferences(
          { type: 'link_habit_to_goal', habit_id: `$${step}`, goal_id: 'goal-1', name },
          ids,
        );
        expect(resolved).toEqual({
          type: 'link_habit_to_goal',
          habit_id: ids[step - 1],
          goal_id: 'goal-1',
          name,
        });
      }),
      { numRuns: 100 },
    );
    expect(() => resolveStepReferences({ habit_id: '$2' }, ['a', null])).toThrow();
    expect(readStepReference('$12')).toBe(12);
    expect(readStepReference('12')).toBeNull();
    expect(readStepReference('$1a')).toBeNull();
  });
});
