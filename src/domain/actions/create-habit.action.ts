import type { z } from 'zod';
import { habitNameWarnLength, type THabitType } from '../habits/habit-rules';
import {
  dailySchedule,
  describeSchedule,
  isDailySchedule,
  type THabitSchedule,
} from '../habits/habit-schedule';
import { isBlank } from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';
import { findSimilarName } from './find-similar-name';
import { normalizeHabitFields, ZHabitFields } from './habit-fields';

const recentWindowMs = 60 * 60 * 1000;
const recentHabitsWarningCount = 3;

/** The create_habit payload once aliases are renamed by normalizeCreateHabit. */
export const ZCreateHabit = ZHabitFields.partial({ target: true, unit: true, schedule: true });
export type TCreateHabit = z.infer<typeof ZCreateHabit>;

export type THabitDraft = {
  name: string;
  type: THabitType;
  target: number | null;
  unit: string | null;
  /** Daily when absent. */
  schedule?: THabitSchedule;
};
export type TCreateHabitAction = { type: 'create_habit'; habit: THabitDraft };
export type TCreateHabitContext = {
  existingHabits: readonly { name: string; created_at: string | Date }[];
  now: Date;
};

/**
 * Renames aliases and settles the habit's type when none is given: a target or a unit means
 * something is counted, so the habit is numeric; with neither (a blank one is none) it is a yes/no
 * habit. A yes/no habit has nothing to count, so its target and unit are dropped rather than judged.
 */
export function normalizeCreateHabit(payload: Record<string, unknown>): Record<string, unknown> {
  const fields = normalizeHabitFields(payload);
  // A blank target is no target, as a blank unit is no unit (ZHabitFields reads it as null).
  if (isBlank(fields.target)) delete fields.target;
  if (fields.type === undefined) {
    fields.type = fields.target !== undefined || !isBlank(fields.unit) ? 'number' : 'boolean';
  }
  if (fields.type === 'boolean') {
    delete fields.target;
    delete fields.unit;
  }
  return fields;
}

/** The rules that need the user's habits: a similar name, a long name, many habits made in the last hour. */
export function checkCreateHabit(
  { name, type, target = null, unit = null, schedule }: TCreateHabit,
  context: TCreateHabitContext,
): TValidation<TCreateHabitAction> {
  // A daily habit is the default, so its draft carries no schedule.
  const habit: THabitDraft = {
    name,
    type,
    target,
    unit,
    ...(schedule !== undefined && !isDailySchedule(schedule) ? { schedule } : {}),
  };
  const similar = findSimilarName(
    name,
    context.existingHabits.map((existing) => existing.name),
  );
  const recentCount = countRecentHabits(context);
  return concludeValidation(
    { type: 'create_habit', habit },
    [],
    [
      ...(name.length > habitNameWarnLength
        ? [`Habit name is long (over ${habitNameWarnLength} characters)`]
        : []),
      ...(similar !== null ? [`A similar habit already exists: "${similar}"`] : []),
      ...(recentCount >= recentHabitsWarningCount
        ? [`${recentCount} habits were already created in the last hour`]
        : []),
    ],
  );
}

export function previewCreateHabit({ habit }: TCreateHabitAction): string {
  return `Create habit "${habit.name}" — ${describeHabitMeasure(habit)}`;
}

/** create_habit; its payload's `type` is the habit's type (the action's own type is split off before). */
export const createHabitAction = defineAction({
  normalize: normalizeCreateHabit,
  schema: ZCreateHabit,
  check: checkCreateHabit,
  preview: previewCreateHabit,
});

/** POST /api/habits: the create_habit payload. */
export const ZCreateHabitRequest = actionRequestBody(normalizeCreateHabit, ZCreateHabit);

export function validateCreateHabit(input: unknown, context: TCreateHabitContext) {
  return createHabitAction.validate(input, context);
}

function describeHabitMeasure({ type, target, unit, schedule = dailySchedule }: THabitDraft): string {
  const when = describeSchedule(schedule);
  if (type === 'boolean') return `yes or no, ${when}`;
  if (target !== null) return `${[target, unit].filter((part) => part !== null).join(' ')} ${when}`;
  return unit !== null ? `counted in ${unit} ${when}` : `counted ${when}`;
}

function countRecentHabits({ existingHabits, now }: TCreateHabitContext): number {
  const since = now.getTime() - recentWindowMs;
  return existingHabits.filter((habit) => {
    const createdAt = new Date(habit.created_at).getTime();
    return createdAt > since && createdAt <= now.getTime();
  }).length;
}
