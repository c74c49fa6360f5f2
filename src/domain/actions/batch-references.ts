import { isPlainObject } from './action-fields';
import type { TActionContext, TSingleAction } from './validate-action';

/**
 * Batch step references: in a batch, a later step may name what an earlier step creates by `$n`
 * (n is the 1-based step number), e.g. [create_habit, create_goal, link_habit_to_goal {habit_id: "$1",
 * goal_id: "$2"}]. Validation treats `$n` as one of the user's rows of the kind step n creates; the
 * executor puts the real id in its place once step n has run.
 */

export type TReferenceKind = 'habit' | 'goal' | 'subskill' | 'skill';

const createdKinds: Partial<Record<string, TReferenceKind>> = {
  create_habit: 'habit',
  create_goal: 'goal',
  create_user_subskill: 'subskill',
};

/** What `id` stands for in the types that take it as an alias. */
const idKinds: Partial<Record<string, TReferenceKind>> = {
  update_habit: 'habit',
  log_habit: 'habit',
  update_goal: 'goal',
  create_goal_baseline: 'goal',
  update_skill_baseline: 'skill',
};

/** The fields of a validated action that hold ids, which is where references are substituted. */
const resolvedFields = ['habit_id', 'goal_id', 'skill_id', 'parent_skill_id'] as const;

const referencePattern = /^\$(\d{1,4})$/;

/** The step number of a reference such as "$2", or null for anything else. */
export function readStepReference(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = referencePattern.exec(value.trim());
  return match ? Number(match[1]) : null;
}

export function formatStepReference(step: number): string {
  return `$${step}`;
}

/** The kind of row an action of this type creates that later steps may refer to, if any. */
export function readCreatedKind(type: string): TReferenceKind | null {
  return createdKinds[type] ?? null;
}

function readType(item: unknown): string {
  return isPlainObject(item) && typeof item.type === 'string' ? item.type.trim().toLowerCase() : '';
}

/** The kind of row an id field of this action type points to; null for fields that hold no id. */
function readFieldKind(type: string, field: string): TReferenceKind | null {
  if (field === 'habit_id') return 'habit';
  if (field === 'goal_id') return 'goal';
  if (field === 'subskill_id') return 'subskill';
  // In create_skill_entry, skill_id is the subskill practised; elsewhere it is a skill.
  if (field === 'skill_id') return type === 'create_skill_entry' ? 'subskill' : 'skill';
  if (field === 'parent_skill_id' || field === 'parent_id') return 'skill';
  if (field === 'id') return idKinds[type] ?? null;
  return null;
}

/**
 * The errors of the references in one step's raw input: a reference must name an earlier step that
 * creates the kind of row its field wants. `index` is the 0-based position of the step.
 */
export function checkStepReferences(item: unknown, index: number, items: readonly unknown[]): string[] {
  if (!isPlainObject(item)) return [];
  const type = readType(item);
  const errors: string[] = [];
  for (const [field, value] of Object.entries(item)) {
    const step = readStepReference(value);
    const wanted = readFieldKind(type, field);
    if (step === null || wanted === null) continue;
    const reference = formatStepReference(step);
    if (step < 1 || step > index) {
      errors.push(`Step reference ${reference} must point to an earlier step (this is step ${index + 1})`);
      continue;
    }
    const targetType = readType(items[step - 1]);
    if (readCreatedKind(targetType) !== wanted) {
      errors.push(
        `Step reference ${reference} must point to a step that creates a ${wanted} (step ${step} is ${targetType || 'not an action'})`,
      );
    }
  }
  return errors;
}

/**
 * The context for the steps after this one: what this step creates counts as the user's, under its
 * reference, and counts towards the "many new habits" and "many goals" warnings.
 */
export function advanceBatchContext(
  context: TActionContext,
  index: number,
  item: unknown,
  action: TSingleAction | null,
): TActionContext {
  const reference = formatStepReference(index + 1);
  const type = action?.type ?? readType(item);
  if (type === 'create_habit') {
    const name =
      action?.type === 'create_habit' ? [{ name: action.habit.name, created_at: context.now }] : [];
    return {
      ...context,
      ownedHabitIds: [...context.ownedHabitIds, reference],
      existingHabits: [...context.existingHabits, ...name],
    };
  }
  if (type === 'create_goal') {
    return {
      ...context,
      ownedGoalIds: [...context.ownedGoalIds, reference],
      goalCount: context.goalCount + 1,
    };
  }
  if (action?.type === 'log_habit' && action.date === context.today) {
    const logsToday = context.logsToday ?? {};
    return {
      ...context,
      logsToday: { ...logsToday, [action.habit_id]: (logsToday[action.habit_id] ?? 0) + 1 },
    };
  }
  if (action?.type === 'create_user_subskill') {
    const subskill = { id: reference, parent_skill_id: action.parent_skill_id, name: action.name };
    return { ...context, ownedSubskills: [...context.ownedSubskills, subskill] };
  }
  return context;
}

/**
 * The action with every reference replaced by the id its step created. `createdIds[n - 1]` is what
 * step n created; validation has made sure each reference points to such a step.
 */
export function resolveStepReferences<TAction extends object>(
  action: TAction,
  createdIds: readonly (string | null)[],
): TAction {
  const resolved: Record<string, unknown> = { ...(action as Record<string, unknown>) };
  for (const field of resolvedFields) {
    const step = readStepReference(resolved[field]);
    if (step === null) continue;
    const id = createdIds[step - 1];
    if (!id) throw new Error(`Step ${step} created nothing for ${formatStepReference(step)} to refer to`);
    resolved[field] = id;
  }
  return resolved as TAction;
}
