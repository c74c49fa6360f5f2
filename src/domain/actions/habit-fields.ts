import { z } from 'zod';
import {
  habitNameMinLength,
  habitTargetMax,
  habitTargetMin,
  habitTypes,
  type THabitType,
} from '../habits/habit-rules';
import type { THabitSchedule } from '../habits/habit-schedule';
import { readSchedule, scheduleInputJsonSchema } from '../habits/read-habit-schedule';
import { checkOwnedId, pickFirstDefined, readIdField, readNumberInRange } from './action-fields';

/** The habit fields that create_habit and update_habit share, with their aliases and messages. */

export const habitNameMessage = `Habit name must be at least ${habitNameMinLength} characters`;
export const habitTargetMessage = 'Target value must be between 0 and 10,000';
export const habitNotFoundMessage = 'Habit not found or access denied';
const habitTypeMessage = 'Habit type must be boolean or number';
const habitUnitMessage = 'Unit must be text';

const habitTypeAliases: Record<string, THabitType> = {
  boolean: 'boolean',
  bool: 'boolean',
  yes_no: 'boolean',
  checkbox: 'boolean',
  number: 'number',
  numeric: 'number',
  count: 'number',
  quantity: 'number',
  duration: 'number',
};

export const ZHabitFields = z.object({
  name: z.string({ error: habitNameMessage }).trim().min(habitNameMinLength, { error: habitNameMessage }),
  type: z.enum(habitTypes, { error: habitTypeMessage }),
  target: readNumberInRange(habitTargetMin, habitTargetMax, habitTargetMessage).nullable(),
  // A blank unit means "no unit", which the habits table stores as null.
  unit: z
    .string({ error: habitUnitMessage })
    .trim()
    .transform((unit) => (unit === '' ? null : unit))
    .nullable(),
  /** "daily", { times, days }, { times_per_week } or { weekdays } (decision 0021). */
  schedule: z
    .unknown()
    .describe(
      '"daily", { times, days } such as { times: 3, days: 7 }, or { weekdays: ["monday", "thursday"] }',
    )
    .transform((value, context): THabitSchedule => {
      const read = readSchedule(value);
      if (read.ok) return read.schedule;
      context.addIssue({ code: 'custom', message: read.error });
      return z.NEVER;
    })
    .meta(scheduleInputJsonSchema),
});

/**
 * Renames aliases to the fields of a habit (title → name; kind, habit_type, value_type → type;
 * goal, target_value, amount → target; units, measure → unit) and reads type spellings such as
 * "yes/no" or "count". Fields that are absent stay absent.
 */
export function normalizeHabitFields(payload: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    name: pickFirstDefined(payload, ['name', 'title']),
    type: normalizeHabitType(pickFirstDefined(payload, ['type', 'kind', 'habit_type', 'value_type'])),
    target: pickFirstDefined(payload, ['target', 'goal', 'target_value', 'amount']),
    unit: pickFirstDefined(payload, ['unit', 'units', 'measure']),
    schedule: pickFirstDefined(payload, ['schedule', 'frequency', 'repeat']),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function normalizeHabitType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s/-]+/g, '_');
  return Object.hasOwn(habitTypeAliases, key) ? habitTypeAliases[key] : value;
}

/** The habit an update or log is about; `id` is accepted because the model often says so. */
export function pickHabitId(payload: Record<string, unknown>): unknown {
  return pickFirstDefined(payload, ['habit_id', 'id']);
}

export const ZHabitId = readIdField(habitNotFoundMessage);

export function checkHabitOwnership(habitId: unknown, ownedHabitIds: readonly string[]): string[] {
  return checkOwnedId(habitId, ownedHabitIds, habitNotFoundMessage);
}
