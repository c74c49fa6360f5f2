import type { TActionContext } from '../../../domain/actions/validate-action';
import type { TCoachContext } from '../coach-provider';

/**
 * The validation context for an action the coach proposes, from what the coach was told about the
 * user: the same ownership and dates the action route checks when the user confirms.
 */
export function buildActionContext(context: TCoachContext): TActionContext {
  return {
    today: context.today,
    now: new Date(context.now),
    existingHabits: context.habits.map((habit) => ({ name: habit.name, created_at: habit.created_at })),
    ownedHabitIds: context.habits.map((habit) => habit.id),
    goalCount: context.goals.length,
    ownedGoalIds: context.goals.map((goal) => goal.id),
    ownedSkillIds: context.skills.map((skill) => skill.id),
    ownedSubskills: context.subskills,
  };
}
