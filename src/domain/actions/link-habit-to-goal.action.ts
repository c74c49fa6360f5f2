import { z } from 'zod';
import { isPlainObject, pickFirstDefined } from './action-fields';
import {
  concludeValidation,
  invalidActionFormatMessage,
  readIssueMessages,
  rejectAction,
  type TActionModule,
  type TValidation,
} from './action-result';
import { checkGoalOwnership, ZGoalId } from './goal-fields';
import { checkHabitOwnership, ZHabitId } from './habit-fields';
import { readLinkWeight } from './link-fields';

/** The link_habit_to_goal payload once aliases are renamed by normalizeLinkHabitToGoal. */
export const ZLinkHabitToGoal = z.object({
  habit_id: ZHabitId,
  goal_id: ZGoalId,
  contribution: readLinkWeight('Contribution must be between 0 and 5'),
});
export type TLinkHabitToGoal = z.infer<typeof ZLinkHabitToGoal>;

export type TLinkHabitToGoalAction = {
  type: 'link_habit_to_goal';
  habit_id: string;
  goal_id: string;
  contribution: number;
};
export type TLinkHabitToGoalContext = { ownedHabitIds: readonly string[]; ownedGoalIds: readonly string[] };

/** contribution ← weight. No `id` alias: with two ids it would be a guess. */
export function normalizeLinkHabitToGoal(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    habit_id: pickFirstDefined(payload, ['habit_id']),
    goal_id: pickFirstDefined(payload, ['goal_id']),
    contribution: pickFirstDefined(payload, ['contribution', 'weight']),
  };
}

export function validateLinkHabitToGoal(
  input: unknown,
  context: TLinkHabitToGoalContext,
): TValidation<TLinkHabitToGoalAction> {
  if (!isPlainObject(input)) return rejectAction([invalidActionFormatMessage]);
  const fields = normalizeLinkHabitToGoal(input);
  const ownershipErrors = [
    ...checkHabitOwnership(fields.habit_id, context.ownedHabitIds),
    ...checkGoalOwnership(fields.goal_id, context.ownedGoalIds),
  ];
  const parsed = ZLinkHabitToGoal.safeParse(fields);
  if (!parsed.success) return rejectAction([...ownershipErrors, ...readIssueMessages(parsed.error)]);
  return concludeValidation({ type: 'link_habit_to_goal', ...parsed.data }, ownershipErrors);
}

export function previewLinkHabitToGoal({ contribution }: TLinkHabitToGoalAction): string {
  return `Link habit to goal — contribution ${contribution}`;
}

export const linkHabitToGoalAction: TActionModule<TLinkHabitToGoalContext, TLinkHabitToGoalAction> = {
  validate: validateLinkHabitToGoal,
  preview: previewLinkHabitToGoal,
};
