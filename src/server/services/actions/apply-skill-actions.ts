import { createSubskill } from '../skills/create-subskill';
import { linkHabitToSkill } from '../skills/link-habit-to-skill';
import { logSkillTime } from '../skills/log-skill-time';
import { updateSkill } from '../skills/update-skill';
import { describeStep, type TActionAppliers } from './applied-step';

export const skillAppliers: Pick<
  TActionAppliers,
  'link_habit_to_skill' | 'create_skill_entry' | 'update_skill_baseline' | 'create_user_subskill'
> = {
  link_habit_to_skill: async ({ db, userId, action }) => {
    const { weight } = action;
    const { link } = await linkHabitToSkill(db, userId, action.skill_id, action.habit_id, { weight });
    return describeStep(action, [{ type: 'link', id: `${link.habit_id}:${link.skill_id}` }]);
  },
  create_skill_entry: async ({ db, userId, action, context }) => {
    const { skill_id, habit_id, seconds, date, session_type, quality_rating } = action;
    const { time_log } = await logSkillTime(
      db,
      userId,
      action.parent_skill_id,
      { skill_id, habit_id, seconds, date, session_type, quality_rating },
      context.now,
    );
    return describeStep(action, [{ type: 'skill_entry', id: time_log.id }]);
  },
  update_skill_baseline: async ({ db, userId, action }) => {
    await updateSkill(db, userId, action.skill_id, { baseline_hours: action.baseline_hours });
    return describeStep(action);
  },
  create_user_subskill: async ({ db, userId, action }) => {
    const { name, description } = action;
    const { subskill } = await createSubskill(db, userId, action.parent_skill_id, { name, description });
    return { ...describeStep(action, [{ type: 'subskill', id: subskill.id }]), referenceId: subskill.id };
  },
};
