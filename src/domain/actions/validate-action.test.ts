import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { isTransactionalBatch } from './batch.action';
import {
  isActionType,
  previewAction,
  type TAction,
  type TActionContext,
  validateAction,
} from './validate-action';

const context: TActionContext = {
  existingHabits: [{ name: 'Read', created_at: '2026-01-01T00:00:00Z' }],
  now: new Date('2026-03-10T12:00:00Z'),
  ownedHabitIds: ['habit-1'],
  today: '2026-03-10',
  goalCount: 2,
  ownedGoalIds: ['goal-1'],
  ownedSkillIds: ['skill-1'],
  ownedSubskills: [{ id: 'sub-1', parent_skill_id: 'skill-1', name: 'Scales' }],
};

const allTypes = [
  'create_habit',
  'update_habit',
  'log_habit',
  'set_focus',
  'update_user_preferences',
  'create_goal',
  'update_goal',
  'create_goal_baseline',
  'link_habit_to_goal',
  'link_habit_to_skill',
  'create_skill_entry',
  'update_skill_baseline',
  'create_user_subskill',
  'create_focus_session',
  'create_daily_insights',
  'schedule_day',
  'batch',
] as const;

describe('validateAction', () => {
  it('refuses anything but a plain object with a type', () => {
    for (const input of [
      null,
      undefined,
      'create_habit',
      42,
      [],
      ['create_habit'],
      new Date(),
      {},
      { type: 5 },
    ]) {
      expect(validateAction(input, context)).toEqual({
        ok: false,
        errors: ['Invalid action format'],
        warnings: [],
      });
    }
  });

  it('names an unknown type', () => {
    expect(validateAction({ type: 'delete_everything' }, context)).toEqual({
      ok: false,
      errors: ['Unknown action type: delete_everything'],
      warnings: [],
    });
    expect(validateAction({ type: 'constructor' }, context)).toMatchObject({
      errors: ['Unknown action type: constructor'],
    });
  });

  it('dispatches each known type to its rules', () => {
    expect(validateAction({ type: 'create_habit', name: 'Meditate' }, context)).toMatchObject({
      ok: true,
      value: { type: 'create_habit', habit: { name: 'Meditate', type: 'boolean' } },
    });
    expect(validateAction({ type: 'update_habit', habit_id: 'habit-2', name: 'Run' }, context)).toMatchObject(
      {
        ok: false,
        errors: ['Habit not found or access denied'],
      },
    );
    expect(
      validateAction({ type: 'log_habit', habit_id: 'habit-1', completed: true }, context),
    ).toMatchObject({
      ok: true,
      value: { type: 'log_habit', date: '2026-03-10', value_boolean: true },
    });
    expect(validateAction({ type: 'set_focus', focus: 'Hi' }, context)).toMatchObject({
      ok: false,
      errors: ['Focus text must be at least 3 characters'],
    });
  });

  it('reads the type loosely, and gives the habit type by another name when the action has a type', () => {
    expect(
      validateAction(
        { type: ' Create_Habit ', name: 'Read books', kind: 'count', target: 20, unit: 'pages' },
        context,
      ),
    ).toEqual({
      ok: true,
      value: {
        type: 'create_habit',
        habit: { name: 'Read books', type: 'number', target: 20, unit: 'pages' },
      },
      warnings: ['A similar habit already exists: "Read"'],
    });
  });

  it('previews any validated action in one line', () => {
    const preview = (input: object) => {
      const result = validateAction(input, context);
      if (!result.ok) throw new Error(result.errors.join(', '));
      return previewAction(result.value);
    };
    expect(preview({ type: 'create_habit', name: 'Meditate' })).toBe(
      'Create habit "Meditate" — yes or no, daily',
    );
    expect(preview({ type: 'update_habit', id: 'habit-1', target: 25 })).toBe('Update habit — target 25');
    expect(preview({ type: 'log_habit', habit_id: 'habit-1', value: 12 })).toBe(
      'Log habit on 10 Mar 2026 — 12',
    );
    expect(preview({ type: 'set_focus', text: 'Deep work' })).toBe('Set focus for 10 Mar 2026: "Deep work"');
    expect(preview({ type: 'update_user_preferences', week_start: 'Sunday' })).toBe(
      'Update preferences — week starts on Sunday',
    );
    const examples: [object, string][] = [
      [
        { type: 'create_goal', title: 'Run a marathon', target: 42, units: 'km', deadline: '2026-08-01' },
        'Create goal "Run a marathon" — 42 km by 1 Aug 2026',
      ],
      [{ type: 'update_goal', goal_id: 'goal-1', status: 'Completed' }, 'Update goal — mark completed'],
      [
        { type: 'create_goal_baseline', goal_id: 'goal-1', metric: 'Weight', value: 82, unit: 'kg' },
        'Record goal baseline — Weight: 82 kg',
      ],
      [
        { type: 'link_habit_to_goal', habit_id: 'habit-1', goal_id: 'goal-1' },
        'Link habit to goal — contribution 1',
      ],
      [
        { type: 'link_habit_to_skill', habit_id: 'habit-1', skill_id: 'skill-1', weight: 2 },
        'Link habit to skill — weight 2',
      ],
      [
        { type: 'create_skill_entry', skill_id: 'sub-1', minutes: 45, quality: 4 },
        'Log 45 min of practice on 10 Mar 2026 (quality 4/5)',
      ],
      [{ type: 'update_skill_baseline', skill_id: 'skill-1', hours: 120 }, 'Set skill baseline to 120 hours'],
      [
        { type: 'create_user_subskill', parent_skill_id: 'skill-1', name: 'Arpeggios' },
        'Create subskill "Arpeggios"',
      ],
      [
        { type: 'create_focus_session', minutes: 25, started_at: '2026-03-10T09:00:00Z' },
        'Log a 25-minute focus session starting 2026-03-10 09:00 UTC',
      ],
      [
        { type: 'create_daily_insights', insights: { mood: 'good' } },
        'Save daily insights for 10 Mar 2026 — 1 insight, 0 metrics',
      ],
      [
        { type: 'schedule_day', sessions: [{ title: 'Deep work', start: '9am', end: '11:30' }] },
        'Schedule 1 session on 10 Mar 2026: Deep work 09:00–11:30',
      ],
      [
        {
          type: 'batch',
          actions: [
            { type: 'create_habit', name: 'Stretch' },
            { type: 'set_focus', focus: 'Rest' },
          ],
        },
        'Run 2 actions: Create habit "Stretch" — yes or no, daily; Set focus for 10 Mar 2026: "Rest"',
      ],
    ];
    for (const [input, line] of examples) expect(preview(input)).toBe(line);
  });

  it('knows every type of the spec, and types the result as the union of the actions', () => {
    for (const type of allTypes) expect(isActionType(type)).toBe(true);
    expectTypeOf<TAction['type']>().toEqualTypeOf<(typeof allTypes)[number]>();
  });

  it('validates a batch through the same catalogue, prefixing what is wrong with each step', () => {
    expect(validateAction({ type: 'batch', actions: [] }, context)).toEqual({
      ok: false,
      errors: ['Batch must include at least one action'],
      warnings: [],
    });
    expect(
      validateAction(
        {
          type: 'batch',
          actions: [
            { type: 'create_goal', title: 'Learn piano' },
            { type: 'link_habit_to_goal', habit_id: 'habit-9', goal_id: 'goal-1' },
            { type: 'batch', actions: [{ type: 'create_habit', name: 'Read' }] },
          ],
        },
        context,
      ),
    ).toEqual({
      ok: false,
      errors: [
        'Nested action invalid: step 2: Habit not found or access denied',
        'Nested action invalid: step 3: Unknown action type: batch',
      ],
      warnings: [],
    });
    const result = validateAction(
      {
        type: 'batch',
        actions: [
          { type: 'create_habit', name: 'Read books' },
          { type: 'link_habit_to_skill', habit_id: 'habit-1', skill_id: 'skill-1' },
        ],
      },
      context,
    );
    expect(result).toMatchObject({ ok: true, warnings: ['step 1: A similar habit already exists: "Read"'] });
    expect(result.ok && result.value.type === 'batch' && isTransactionalBatch(result.value.actions)).toBe(
      true,
    );
  });

  it('never throws: any input gives a value or errors, never both missing', () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withNullPrototype: true,
      withObjectString: true,
      withSet: true,
      withSparseArray: true,
      withTypedArray: true,
    });
    const type = fc.constantFrom(...allTypes, 'CREATE_HABIT', 'Batch');
    const payloadOf = (value: fc.Arbitrary<unknown>) =>
      fc.dictionary(fc.string(), value).chain((payload) => type.map((name) => ({ ...payload, type: name })));
    const single = payloadOf(anything);
    const action = fc.oneof(
      anything,
      single,
      fc.record({
        type: fc.constant('batch'),
        actions: fc.array(fc.oneof(anything, single), { maxLength: 20 }),
      }),
    );
    fc.assert(
      fc.property(action, (input) => {
        const result = validateAction(input, context);
        if (result.ok) expect(typeof previewAction(result.value)).toBe('string');
        else expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 1_000 },
    );
  });
});
