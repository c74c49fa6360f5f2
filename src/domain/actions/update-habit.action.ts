import { z } from 'zod';
import { addDays } from '../dates/date-key';
import { formatCalendarDate } from '../dates/day-titles';
import { describeSchedule } from '../habits/habit-schedule';
import { readPauseChange, type TPauseChange } from '../habits/pause-ranges';
import { pickFirstDefined, readBooleanField, readNumberLike } from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import type { THabitDraft } from './create-habit.action';
import { actionRequestBody, defineAction } from './define-action';
import {
  checkHabitOwnership,
  normalizeHabitFields,
  pickHabitId,
  ZHabitFields,
  ZHabitId,
} from './habit-fields';

/** The update_habit payload once aliases are renamed by normalizeUpdateHabit. */
export const ZUpdateHabit = ZHabitFields.partial().extend({
  habit_id: ZHabitId,
  active: readBooleanField('Active must be true or false').optional(),
  sort_order: readNumberLike(z.int({ error: 'Sort order must be a whole number' })).optional(),
  /** { start, end } pauses the habit (start today when missing, end null until resumed); null resumes. */
  pause: z
    .unknown()
    .describe('{ start, end } as YYYY-MM-DD (start today when missing, end null until resumed); null resumes')
    .transform((value, context): TPauseChange => {
      const read = readPauseChange(value);
      if (read.ok) return read.change;
      context.addIssue({ code: 'custom', message: read.error });
      return z.NEVER;
    })
    .optional(),
});
export type TUpdateHabit = z.infer<typeof ZUpdateHabit>;

/** Only the fields to change; null clears a target or a unit. */
export type THabitChanges = Partial<
  THabitDraft & { active: boolean; sort_order: number; pause: TPauseChange }
>;
export type TUpdateHabitAction = { type: 'update_habit'; habit_id: string; changes: THabitChanges };
export type TUpdateHabitContext = { ownedHabitIds: readonly string[] };

export function normalizeUpdateHabit(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    ...normalizeHabitFields(payload),
    habit_id: pickHabitId(payload),
    active: pickFirstDefined(payload, ['active']),
    sort_order: pickFirstDefined(payload, ['sort_order']),
    pause: pickFirstDefined(payload, ['pause', 'paused']),
  };
}

/** Keeps the fields sent; a payload that changes nothing is allowed, with a warning. */
export function checkUpdateHabit({
  habit_id,
  ...fieldsToChange
}: TUpdateHabit): TValidation<TUpdateHabitAction> {
  // A pause of null (resume) is a change: only a missing field is none.
  const changes: THabitChanges = Object.fromEntries(
    Object.entries(fieldsToChange).filter(([, value]) => value !== undefined),
  );
  return concludeValidation(
    { type: 'update_habit', habit_id, changes },
    [],
    Object.keys(changes).length === 0 ? ['No changes to apply'] : [],
  );
}

export function previewUpdateHabit({ changes }: TUpdateHabitAction): string {
  const parts = [
    changes.name !== undefined && `rename to "${changes.name}"`,
    changes.type !== undefined && `make it ${changes.type === 'boolean' ? 'yes or no' : 'counted'}`,
    changes.target !== undefined &&
      (changes.target === null ? 'remove the target' : `target ${changes.target}`),
    changes.unit !== undefined && (changes.unit === null ? 'remove the unit' : `unit "${changes.unit}"`),
    changes.active !== undefined && (changes.active ? 'make it active' : 'make it inactive'),
    changes.sort_order !== undefined && `move to position ${changes.sort_order}`,
    changes.schedule !== undefined && `make it ${describeSchedule(changes.schedule)}`,
    changes.pause !== undefined && describePauseChange(changes.pause),
  ].filter((part) => part !== false);
  return `Update habit — ${parts.length > 0 ? parts.join(', ') : 'no changes'}`;
}

function describePauseChange(change: TPauseChange): string {
  if (change === null) return 'resume it';
  const from = change.start === null ? '' : ` from ${formatCalendarDate(change.start)}`;
  // Said by the day it counts again, as the pause dialog and people say it ("until Monday").
  return `pause it${from}${change.end === null ? ' until resumed' : `, back on ${formatCalendarDate(addDays(change.end, 1))}`}`;
}

export const updateHabitAction = defineAction({
  normalize: normalizeUpdateHabit,
  schema: ZUpdateHabit,
  owned: (fields, context: TUpdateHabitContext) =>
    checkHabitOwnership(fields.habit_id, context.ownedHabitIds),
  check: checkUpdateHabit,
  preview: previewUpdateHabit,
});

/** PATCH /api/habits/{id}: the update_habit payload, the habit named by the path. */
export const ZUpdateHabitRequest = actionRequestBody(
  normalizeUpdateHabit,
  ZUpdateHabit.omit({ habit_id: true }),
);

export function validateUpdateHabit(input: unknown, context: TUpdateHabitContext) {
  return updateHabitAction.validate(input, context);
}
