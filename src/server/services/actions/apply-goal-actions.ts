import { createGoal } from '../goals/create-goal';
import { createGoalBaseline } from '../goals/create-goal-baseline';
import { linkHabitToGoal } from '../goals/link-habit-to-goal';
import { updateGoal } from '../goals/update-goal';
import { describeStep, type TActionAppliers } from './applied-step';

export const goalAppliers: Pick<
  TActionAppliers,
  'create_goal' | 'update_goal' | 'create_goal_baseline' | 'link_habit_to_goal'
> = {
  create_goal: async ({ db, userId, action, context }) => {
    const { goal } = await createGoal(
      db,
      userId,
      { ...action.goal, end_date: action.goal.end_date ?? undefined },
      context.now,
    );
    return { ...describeStep(action, [{ type: 'goal', id: goal.id }]), referenceId: goal.id };
  },
  update_goal: async ({ db, userId, action }) => {
    await updateGoal(db, userId, action.goal_id, action.changes);
    return describeStep(action);
  },
  create_goal_baseline: async ({ db, userId, action }) => {
    const { metric, value, unit } = action;
    const { baseline } = await createGoalBaseline(db, userId, action.goal_id, { metric, value, unit });
    return describeStep(action, [{ type: 'goal_baseline', id: baseline.id }]);
  },
  link_habit_to_goal: async ({ db, userId, action }) => {
    const { contribution } = action;
    const { link } = await linkHabitToGoal(db, userId, action.goal_id, action.habit_id, { contribution });
    return describeStep(action, [{ type: 'link', id: `${link.habit_id}:${link.goal_id}` }]);
  },
};
