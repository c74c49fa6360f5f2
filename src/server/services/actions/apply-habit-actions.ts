import { publishChange } from '../../realtime/publish-change';
import { createHabit } from '../habits/create-habit';
import { writeHabitLog } from '../habits/save-habit-log';
import { updateHabit } from '../habits/update-habit';
import { describeStep, type TActionAppliers } from './applied-step';

export const habitAppliers: Pick<TActionAppliers, 'create_habit' | 'update_habit' | 'log_habit'> = {
  create_habit: async ({ db, userId, action, context }) => {
    const { habit } = await createHabit(db, userId, action.habit, context.now);
    return { ...describeStep(action, [{ type: 'habit', id: habit.id }]), referenceId: habit.id };
  },
  update_habit: async ({ db, userId, action }) => {
    await updateHabit(db, userId, action.habit_id, action.changes);
    return describeStep(action);
  },
  log_habit: async ({ db, userId, action, context }) => {
    const { habit_id, date, value_number, value_boolean, time_tracked_seconds } = action;
    await writeHabitLog(
      db,
      userId,
      { habit_id, date, value_number, value_boolean, time_tracked_seconds },
      context.now,
    );
    // Inside the action's transaction: the notice goes out with the commit, or not at all.
    await publishChange(db, userId, 'habit_logs');
    return describeStep(action);
  },
};
