import type { TActionModule } from './action-result';
import { checkGoalOwnership, ZGoalId } from './goal-fields';
import { createLinkHabitAction } from './link-fields';

export type TLinkHabitToGoalAction = {
  type: 'link_habit_to_goal';
  habit_id: string;
  goal_id: string;
  contribution: number;
};
export type TLinkHabitToGoalContext = { ownedHabitIds: readonly string[]; ownedGoalIds: readonly string[] };

/** contribution ← weight. */
const linkHabitToGoal = createLinkHabitAction({
  target: 'goal',
  ZTargetId: ZGoalId,
  weightField: 'contribution',
  weightMessage: 'Contribution must be between 0 and 5',
  checkTargetOwnership: (goalId, context: TLinkHabitToGoalContext) =>
    checkGoalOwnership(goalId, context.ownedGoalIds),
});

/** The link_habit_to_goal payload once aliases are renamed by normalizeLinkHabitToGoal. */
export const ZLinkHabitToGoal = linkHabitToGoal.schema;
export type TLinkHabitToGoal = Omit<TLinkHabitToGoalAction, 'type'>;
export const normalizeLinkHabitToGoal = linkHabitToGoal.normalize;
export const validateLinkHabitToGoal = linkHabitToGoal.validate;
export const previewLinkHabitToGoal = linkHabitToGoal.preview;
/** PUT /api/goals/{id}/links/{habitId}: the link's contribution (0 to 5, 1 when left out). */
export const ZLinkHabitToGoalRequest = linkHabitToGoal.requestBody;
export const linkHabitToGoalAction: TActionModule<TLinkHabitToGoalContext, TLinkHabitToGoalAction> =
  linkHabitToGoal.module;
