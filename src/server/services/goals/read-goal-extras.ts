import { z } from 'zod';
import { ZOptionalDateKey } from '../../../domain/actions/action-fields';
import { readIssueMessages } from '../../../domain/actions/action-result';
import { invalidInput } from '../service-error';

/** Goal types the app offers; the table's default is milestone (spec 3: includes milestone and binary). */
export const goalTypes = ['milestone', 'numeric', 'binary'] as const;
export const goalPriorities = ['low', 'medium', 'high'] as const;

const ZGoalExtras = z.object({
  type: z.enum(goalTypes, { error: 'Goal type must be milestone, numeric or binary' }).optional(),
  priority: z.enum(goalPriorities, { error: 'Goal priority must be low, medium or high' }).nullish(),
  start_date: z.union([z.null(), ZOptionalDateKey]).optional(),
});

/**
 * The goal fields the coach's create_goal / update_goal rules do not know (the form sets them):
 * type, priority and start_date. Absent stays absent; null clears priority and start date.
 */
export function readGoalExtras(input: unknown) {
  const { type, priority, start_date } = (input ?? {}) as Record<string, unknown>;
  const parsed = ZGoalExtras.safeParse({ type, priority, start_date });
  if (!parsed.success) throw invalidInput(readIssueMessages(parsed.error));
  return { type: parsed.data.type, priority: parsed.data.priority, startDate: parsed.data.start_date };
}
